import { randomBytes } from 'node:crypto';
import { IN_HOUSE_VENDOR_CODE } from '@app/contract';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { type CatalogueCache } from '../games/catalogue.service.js';
import { redeemLaunch } from '../games/launch.service.js';
import { acceptMatchFeed } from '../games/matches.service.js';
import { seamlessRoutes } from './seamless.routes.js';
import * as seamless from './seamless.service.js';

export interface SeamlessModuleOptions extends seamless.SeamlessDeps {
  /** Launches are the games module's: the in-house game server redeems them through this module. */
  catalogue: CatalogueCache;
  vendors: AppConfig['seamlessVendors'];
  maxAmounts: AppConfig['seamlessMaxAmounts'];
}

/**
 * Configured vendors replace what the table holds; without configuration the in-house vendor gets a random
 * secret once. Configured maximum amounts replace the vendors' own.
 */
async function ensureVendors(deps: SeamlessModuleOptions) {
  for (const vendor of deps.vendors) await seamless.upsertVendor(deps, { ...vendor, name: vendor.code }, true);
  await seamless.upsertVendor(
    deps,
    { code: IN_HOUSE_VENDOR_CODE, name: 'In-house games', secret: randomBytes(32).toString('base64url') },
    false,
  );
  for (const limit of deps.maxAmounts) await seamless.setVendorMaxAmount(deps, limit.code, limit.maxAmountMinor);
}

/** The signed wallet calls of game providers (bet, win, rollback, round end), the launch redemption and match feed. */
export const seamlessModule = fp<SeamlessModuleOptions>(
  async (app, options) => {
    await ensureVendors(options);
    const { catalogue, vendors: _vendors, maxAmounts: _maxAmounts, ...deps } = options;
    const catalogueDeps = { db: deps.db, clock: deps.clock, catalogue };
    await app.register(seamlessRoutes, {
      ...deps,
      redeemLaunch: (token) => redeemLaunch(catalogueDeps, token),
      acceptMatchFeed: (vendor, matches) => acceptMatchFeed(deps, vendor, matches),
    });
  },
  { name: 'seamless' },
);
