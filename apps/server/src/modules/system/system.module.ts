import type { HumanCheck } from '@app/contract';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { openGeoLookup } from '../../geo/geoip.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { paymentLimitsOperatorRoutes } from '../merchants/payment-limits-operator.routes.js';
import { createSettingsBus } from '../merchants/settings-bus.js';
import { settingsOperatorRoutes } from '../merchants/settings-operator.routes.js';
import { jurisdictionRoutes, type JurisdictionListener } from './jurisdiction.routes.js';
import { operatorRoutes } from './operator.routes.js';
import systemGuard from './system.guard.js';
import { systemRoutes } from './system.routes.js';

export interface SystemModuleOptions {
  db: Db;
  geoipDir: string;
  merchantCode: string;
  /** Which check the account forms run (the status call tells the site). */
  humanCheck: HumanCheck;
  operator: OperatorRoutes;
  /** The game catalogue, told when the jurisdiction switches (its lists hide what the profile forbids). */
  catalogue: JurisdictionListener;
  /** With several server processes: a settings change reaches every process's caches over its pub/sub. */
  redis?: Redis | undefined;
  /** Prefix of the settings channel (tests isolate themselves with it). */
  redisNamespace?: string | undefined;
}

/**
 * The merchant and gates of every API call (the guard), the status and help calls, the operator's switches
 * (jurisdiction too) and the settings screen's calls, with the bus that carries a settings change to every process.
 */
export const systemModule = fp<SystemModuleOptions>(
  async (app, options) => {
    const geo = await openGeoLookup(options.geoipDir, (message) => app.log.warn(message));
    const bus = await createSettingsBus({
      redis: options.redis,
      channel: `${options.redisNamespace ?? ''}settings-changed`,
      onError: (err) => app.log.warn({ err }, 'settings pub/sub'),
    });
    app.addHook('onClose', () => bus.close());
    const deps = { db: options.db, geo };
    await app.register(systemGuard, { ...deps, merchantCode: options.merchantCode, bus });
    await app.register(systemRoutes, { ...deps, humanCheck: options.humanCheck });
    options.operator.add(operatorRoutes, { ...deps, bus });
    options.operator.add(jurisdictionRoutes, { db: options.db, catalogue: options.catalogue, bus });
    options.operator.add(settingsOperatorRoutes, { db: options.db, bus });
    options.operator.add(paymentLimitsOperatorRoutes, { db: options.db });
  },
  { name: 'system' },
);
