import { z } from 'zod';
import { idTextSchema, queryInt } from './safe-numbers.js';
import { text } from './safe-text.js';

const isoTime = z.iso.datetime({ offset: true });

/**
 * GET /wps/operator/audit: the merchant's operator actions, newest first. `action` is a prefix
 * (`POST /wps/operator/promotions`); `before` pages on: the `next` of the previous page (a seq; int4 in the query, as
 * every id of a query string: two billion operator actions are far off).
 */
export const auditQuerySchema = z
  .object({
    actorKind: text().max(40).optional(),
    actorId: idTextSchema.optional(),
    action: text().max(200).optional(),
    objectType: text().max(100).optional(),
    objectId: text().max(200).optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    before: idTextSchema.optional(),
    limit: queryInt().min(1).max(100).default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One operator action: who (`operator`, `api-key`, `cli` or `anonymous`, with id and name), when, from where, what, on what. */
export const auditRecordSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  at: text(),
  actor: z.object({ kind: text(), id: z.number().int().nullable(), name: text().nullable() }),
  ip: text(),
  action: text(),
  objectType: text().nullable(),
  objectId: text().nullable(),
  /** The object before the action, when its route records it; null otherwise. */
  before: z.unknown(),
  /** The request body, without secrets (keys naming a password, secret, token, code or pin) and cut at 8 KB. */
  after: z.unknown(),
  requestId: text().nullable(),
  prevHash: text(),
  hash: text(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditPageSchema = z.object({ rows: z.array(auditRecordSchema), next: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /wps/operator/audit/check (and `npm run ops -- audit check`): the chain verified. */
export const auditChainReportSchema = z.object({
  rows: z.number().int(),
  violations: z.array(z.object({ id: z.number().int(), seq: z.number().int(), reason: text() })),
});
export type AuditChainReport = z.infer<typeof auditChainReportSchema>;
