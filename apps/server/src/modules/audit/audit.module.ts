import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { auditOperatorRoutes } from './audit.routes.js';

export interface AuditModuleOptions {
  db: Db;
  operator: OperatorRoutes;
}

/**
 * The operator audit trail: its reads (the list, the chain check) in the operator scope. The scope itself appends
 * each action through `createOperatorAudit` (audit-request.ts), which `app.ts` hands it.
 */
export const auditModule = fp<AuditModuleOptions>(
  async (_app, { db, operator }) => {
    operator.add(auditOperatorRoutes, { db });
  },
  { name: 'audit' },
);
