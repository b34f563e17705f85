import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from './app.js';
import { systemClock, type Clock } from './infra/clock.js';
import type { Db } from './db/client.js';
import { createLedger, type Ledger } from './modules/ledger/ledger.service.js';
import { registerPayments } from './modules/payments/payments.module.js';
import { ledgerOperatorRoutes } from './modules/ledger/ledger.routes.js';
import { seamlessRoutes } from './modules/seamless/seamless.routes.js';
import * as seamless from './modules/seamless/seamless.service.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { roundGameNames, type CatalogueCache } from './modules/games/catalogue.service.js';
import { redeemLaunch } from './modules/games/launch.service.js';
import { acceptMatchFeed } from './modules/games/matches.service.js';
import { startPromotionJobs } from './modules/promotions/promotions.jobs.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { referralRoutes } from './modules/promotions/referral.routes.js';
import { grantDepositBonus } from './modules/promotions/promotions.service.js';
import { rewardsOperatorRoutes } from './modules/rewards/rewards-operator.routes.js';
import { rewardsRoutes } from './modules/rewards/rewards.routes.js';

/** What the money modules share: one ledger (its account-id cache) per application. */
export interface MoneyDeps {
  db: Db;
  ledger: Ledger;
  clock: Clock;
}

/** The in-house game server's vendor code on the seamless wallet. */
export const IN_HOUSE_VENDOR = 'INHOUSE';

/**
 * Configured vendors replace what the table holds; without configuration the in-house vendor gets a random
 * secret once. Configured maximum amounts replace the vendors' own.
 */
async function ensureVendors(deps: MoneyDeps, config: BuildAppOptions['config']) {
  for (const vendor of config.seamlessVendors) await seamless.upsertVendor(deps, { ...vendor, name: vendor.code }, true);
  await seamless.upsertVendor(
    deps,
    { code: IN_HOUSE_VENDOR, name: 'In-house games', secret: randomBytes(32).toString('base64url') },
    false,
  );
  for (const limit of config.seamlessMaxAmounts) await seamless.setVendorMaxAmount(deps, limit.code, limit.maxAmountMinor);
}

/** Wallet, payments and the seamless wallet: every module that moves money goes through the one ledger. */
export async function registerMoneyModules(app: FastifyInstance, options: BuildAppOptions, catalogue: CatalogueCache): Promise<MoneyDeps> {
  const deps: MoneyDeps = {
    db: options.database.db,
    ledger: createLedger(options.database.db, { houseShards: options.config.ledgerHouseShards }),
    clock: options.clock ?? systemClock,
  };
  app.decorate('ledger', deps.ledger);
  await ensureVendors(deps, options.config);
  await app.register(walletRoutes, {
    ...deps,
    gameNames: (merchantId, rounds, language) => roundGameNames(catalogue, merchantId, rounds, language),
  });
  const catalogueDeps = { db: deps.db, clock: deps.clock, catalogue };
  await app.register(seamlessRoutes, {
    ...deps,
    redeemLaunch: (token) => redeemLaunch(catalogueDeps, token),
    acceptMatchFeed: (vendor, matches) => acceptMatchFeed(deps, vendor, matches),
  });
  await app.register(ledgerOperatorRoutes, { db: deps.db, operatorToken: options.config.operatorToken });
  await registerPayments(app, {
    config: options.config,
    money: deps,
    ...(options.pixWebhookDeliver && { pixWebhookDeliver: options.pixWebhookDeliver }),
    onDepositCredited: (tx, deposit) => grantDepositBonus(deps, tx, deposit),
  });
  await app.register(promotionsRoutes, {
    ...deps,
    operatorToken: options.config.operatorToken,
    settleOpenPeriods: options.config.promotionSettleOpenPeriods,
  });
  await app.register(rewardsRoutes, deps);
  await app.register(rewardsOperatorRoutes, { ...deps, operatorToken: options.config.operatorToken });
  await app.register(referralRoutes, deps);
  const promotionJobs = startPromotionJobs(deps, app.log, options.config.promotionSweepIntervalMs);
  app.addHook('onClose', () => promotionJobs.stop());
  return deps;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}
