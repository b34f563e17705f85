import fp from 'fastify-plugin';
import type { ServiceDeps } from '../../infra/deps.js';
import { roundGames, vendorGameCodes, type CatalogueCache } from '../games/catalogue.service.js';
import type { GamesConfig } from '../games/games.config.js';
import { createRoundDetailSource } from '../games/round-detail-client.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { waitingExpectations } from '../payments/payout-expectation.js';
import { statementRoutes } from './statement.routes.js';
import { walletRoutes, type WalletRoutesOptions } from './wallet.routes.js';

export interface WalletModuleOptions extends ServiceDeps {
  ledger: Ledger;
  /** Names the games of betting records (the games module's catalogue). */
  catalogue: CatalogueCache;
  /** Where the in-house game server tells what decided its rounds (the record's round detail); without it, no detail. */
  games?: GamesConfig;
}

/** Balances, transfers between the member's wallets, account and betting records. */
export const walletModule = fp<WalletModuleOptions>(
  async (app, { catalogue, games, ...deps }) => {
    const routes: WalletRoutesOptions = {
      ...deps,
      roundGames: (merchantId, rounds, language) => roundGames(catalogue, merchantId, rounds, language),
      vendorGameCodes: (merchantId, vendor) => vendorGameCodes(catalogue, merchantId, vendor),
      roundDetail: createRoundDetailSource(games ?? {}),
      withdrawalExpectations: (merchantId, memberId, orderNos) => waitingExpectations(deps, merchantId, memberId, orderNos),
    };
    await app.register(walletRoutes, routes);
    await app.register(statementRoutes, routes);
  },
  { name: 'wallet' },
);
