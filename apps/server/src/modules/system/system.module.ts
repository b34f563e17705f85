import type { HumanCheck } from '@app/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { openGeoLookup } from '../../geo/geoip.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
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
}

/** The merchant and gates of every API call (the guard), the status and help calls, the operator's switches (jurisdiction too). */
export const systemModule = fp<SystemModuleOptions>(
  async (app, options) => {
    const geo = await openGeoLookup(options.geoipDir, (message) => app.log.warn(message));
    const deps = { db: options.db, geo };
    await app.register(systemGuard, { ...deps, merchantCode: options.merchantCode });
    await app.register(systemRoutes, { ...deps, humanCheck: options.humanCheck });
    options.operator.add(operatorRoutes, deps);
    options.operator.add(jurisdictionRoutes, { db: options.db, catalogue: options.catalogue });
  },
  { name: 'system' },
);
