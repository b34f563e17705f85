import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { listDb } from '../../infra/deps.js';
import { auditOperatorRoutes } from './audit.routes.js';

export interface AuditModuleOptions {
  db: Db;
  /** The list and the chain check read it (Database.readDb): both only show what is already written. */
  readDb?: Db | undefined;
  operator: OperatorRoutes;
}

/**
 * The operator audit trail: its reads (the list, the chain check) in the operator scope. The scope itself appends
 * each action through `createOperatorAudit` (audit-request.ts), which `app.ts` hands it.
 */
export const auditModule = fp<AuditModuleOptions>(
  async (_app, { db, readDb, operator }) => {
    operator.add(auditOperatorRoutes, { db: listDb({ db, readDb }) });
  },
  { name: 'audit' },
);
