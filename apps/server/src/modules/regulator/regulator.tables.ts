import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RegulatorFile } from '@app/contract';

/*
 * Regulator files (issue 30 item 9, docs/regulator-files.md). One row per merchant and merchant day: the unique
 * (merchant, day) row is what several server processes race for, and a conditional UPDATE claims it, so a day's
 * files are written by one process at a time and once. The files themselves live in the file store under keys
 * the manifest names.
 */

/** What a generated day holds: its files and the store keys of each (the manifest's own key too). */
export interface StoredManifest {
  files: Array<RegulatorFile & { key: string }>;
  manifestKey: string;
}

export const regulatorFileSets = pgTable(
  'regulator_file_sets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['pending', 'running', 'generated', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The claim of the run under way (or last run): only its holder may finish it. */
    runToken: text('run_token'),
    /** A run still `running` after this has died with its process: another may claim the day. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the job may try a failed run again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** The last failure (a message without personal data); cleared by a run that succeeds. */
    error: text('error'),
    /** Counts successful runs: each writes its files under its own keys, so a regeneration never overwrites a file. */
    generation: integer('generation').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    manifest: jsonb('manifest').$type<StoredManifest>(),
    manifestSha256: text('manifest_sha256'),
    manifestBytes: integer('manifest_bytes'),
    delivery: text('delivery', { enum: ['pending', 'accepted', 'failed', 'manual'] })
      .notNull()
      .default('pending'),
    /** Deliveries the job made by itself; it stops retrying after a few (an operator resends). */
    autoDeliveries: integer('auto_deliveries').notNull().default(0),
    /** When the job may deliver (again); a process delivering pushes it forward, which is its claim. */
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regulator_file_sets_day_uq').on(t.merchantId, t.day),
    check('regulator_file_sets_status_check', sql`${t.status} in ('pending', 'running', 'generated', 'failed')`),
    check('regulator_file_sets_delivery_check', sql`${t.delivery} in ('pending', 'accepted', 'failed', 'manual')`),
  ],
);

/** Every delivery of a day's files, the job's and the operators' resends, with the regulator's answer. */
export const regulatorSubmissions = pgTable(
  'regulator_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileSetId: bigint('file_set_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    adapter: text('adapter').notNull(),
    result: text('result', { enum: ['accepted', 'failed'] }).notNull(),
    receipt: text('receipt'),
    error: text('error'),
    requestedBy: text('requested_by').notNull(),
    manifestSha256: text('manifest_sha256').notNull(),
  },
  (t) => [
    index('regulator_submissions_set_idx').on(t.fileSetId, t.id),
    check('regulator_submissions_result_check', sql`${t.result} in ('accepted', 'failed')`),
  ],
);

/** What the embedded sandbox regulator received (REGULATOR_SUBMISSION=sandbox), for operators and tests to read. */
export const regulatorSandboxReceipts = pgTable(
  'regulator_sandbox_receipts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    manifestSha256: text('manifest_sha256').notNull(),
    /** Name, bytes and SHA-256 of each file as the sandbox read it. */
    files: jsonb('files').$type<Array<{ name: string; bytes: number; sha256: string }>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('regulator_sandbox_receipts_day_idx').on(t.merchantId, t.day)],
);
