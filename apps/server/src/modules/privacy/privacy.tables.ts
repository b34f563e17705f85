import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Personal-data requests under the LGPD (issue 30 item 10): a copy of the player's data (`export`) and the closure
 * of the account (`closure`). One row per request, kept as the evidence that the request was answered. An export's
 * row is what several server processes race for: a conditional UPDATE claims it with a lease, so each file is
 * written once. The file itself lives in the file store under `file_key`.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: ['export', 'closure'] }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'done', 'refused', 'failed'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The player's own words when asking to close (optional). */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The claim of the export run under way: only its holder may finish it. */
    runToken: text('run_token'),
    /** A run still `processing` after this died with its process: another may claim the export. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the job may try a failed export again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** The last failure (a message without personal data). */
    error: text('error'),
    fileKey: text('file_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    sha256: text('sha256'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** An export's download ends then; the job deletes the file after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    /** The operator who processed or refused a closure, and the reason the player reads when refused. */
    decidedBy: text('decided_by'),
    refusalReason: text('refusal_reason'),
    /** A processed closure: the records kept by law may be deleted after this day (retention-rules.ts). */
    retainUntil: date('retain_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The member's own list and the one-export-a-day rule.
    index('privacy_requests_member_idx').on(t.merchantId, t.memberId, t.requestedAt),
    // The back office's list, newest first.
    index('privacy_requests_requested_idx').on(t.merchantId, t.requestedAt),
    // The job: exports to write (pending, or a run whose process died).
    index('privacy_requests_runnable_idx')
      .on(t.status, t.retryAt)
      .where(sql`${t.kind} = 'export' and ${t.status} in ('pending', 'processing')`),
    // The job: files whose download time has passed.
    index('privacy_requests_files_idx')
      .on(t.expiresAt)
      .where(sql`${t.fileKey} is not null and ${t.fileDeletedAt} is null`),
    // One closure per member that is open or done: two taps (or two processes) cannot both ask.
    uniqueIndex('privacy_requests_closure_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.kind} = 'closure' and ${t.status} in ('pending', 'processing', 'done')`),
    // What a purge of retained records after five years would read.
    index('privacy_requests_retain_idx')
      .on(t.retainUntil)
      .where(sql`${t.retainUntil} is not null`),
    check('privacy_requests_kind_check', sql`${t.kind} in ('export', 'closure')`),
    check('privacy_requests_status_check', sql`${t.status} in ('pending', 'processing', 'done', 'refused', 'failed')`),
  ],
);
