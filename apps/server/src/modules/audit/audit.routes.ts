import { API, auditChainReportSchema, auditPageSchema, auditQuerySchema, successEnvelope, type AuditRecord } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { checkAuditChain, listAudit } from './audit.service.js';
import type { AuditRow } from './audit.tables.js';

function auditRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    seq: row.seq,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    ip: row.ip,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** GET /wps/operator/audit (the merchant's operator actions) and GET /wps/operator/audit/check (the chain verified). */
export const auditOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    operatorPath(API.operatorAudit),
    {
      config: { access: 'audit.read' },
      schema: { querystring: auditQuerySchema, response: { 200: successEnvelope(auditPageSchema), ...errorResponses } },
    },
    async (request) => {
      const { actorKind, actorId, action, objectType, objectId, from, to, before, limit } = request.query;
      const filter = {
        merchantId: guarded(request).merchant.id,
        actorKind,
        actorId,
        actionPrefix: action,
        objectType,
        objectId,
        from: from === undefined ? undefined : new Date(from),
        to: to === undefined ? undefined : new Date(to),
        beforeSeq: before,
      };
      const page = await listAudit(db, filter, limit);
      return ok({ rows: page.rows.map(auditRecord), next: page.next });
    },
  );

  app.get(
    operatorPath(API.operatorAuditCheck),
    {
      // The check reads the whole log: fewer than the operator default, as the ledger check.
      config: { access: 'audit.read', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { querystring: z.object({}).strict(), response: { 200: successEnvelope(auditChainReportSchema), ...errorResponses } },
    },
    async () => ok(await checkAuditChain(db)),
  );
};
