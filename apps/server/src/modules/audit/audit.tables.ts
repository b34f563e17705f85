import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The operator audit trail (docs/decisions/back-office.md, "The audit trail"): one row per operator action, appended
 * by the audit module only, under a lock, each row holding the hash of the one before it. A trigger
 * (sql/audit-append-only.sql) refuses UPDATE, DELETE and TRUNCATE; `npm run ops -- audit check` verifies the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 1, 2, 3 … assigned under the append lock: a missing number is a removed row (ids can skip after a rollback). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The merchant the call was for; null for an action that is not any merchant's. */
    merchantId: integer('merchant_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who: `token` (the shared operator token) today; an operator account or an API key later, with its id and name. */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    ip: text('ip').notNull(),
    /** `POST /wps/operator/maintenance`, or a named action. */
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_seq_uq').on(t.seq),
    index('audit_log_merchant_seq_idx').on(t.merchantId, t.seq),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.seq),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
