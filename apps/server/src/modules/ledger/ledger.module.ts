import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { ledgerOperatorRoutes } from './ledger.routes.js';
import type { Ledger } from './ledger.service.js';

export interface LedgerModuleOptions {
  db: Db;
  /** One per application (its account-id cache): the app builds it and hands it to every module that moves money. */
  ledger: Ledger;
  operator: OperatorRoutes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's ledger (the demo seed and tests move money with it). */
    ledger: Ledger;
  }
}

/** The double-entry ledger: its one instance as `app.ledger`, and the operator's invariant check. */
export const ledgerModule = fp<LedgerModuleOptions>(
  async (app, { db, ledger, operator }) => {
    app.decorate('ledger', ledger);
    operator.add(ledgerOperatorRoutes, { db });
  },
  { name: 'ledger' },
);
