import fp from 'fastify-plugin';
import type { ServiceDeps } from '../../infra/deps.js';
import { roundGameNames, type CatalogueCache } from '../games/catalogue.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { walletRoutes } from './wallet.routes.js';

export interface WalletModuleOptions extends ServiceDeps {
  ledger: Ledger;
  /** Names the games of betting records (the games module's catalogue). */
  catalogue: CatalogueCache;
}

/** Balances, transfers between the member's wallets, account and betting records. */
export const walletModule = fp<WalletModuleOptions>(
  async (app, { catalogue, ...deps }) => {
    await app.register(walletRoutes, {
      ...deps,
      gameNames: (merchantId, rounds, language) => roundGameNames(catalogue, merchantId, rounds, language),
    });
  },
  { name: 'wallet' },
);
