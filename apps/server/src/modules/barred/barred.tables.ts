import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BARRED_CASE_STATUSES, BARRED_CATEGORIES, BARRED_RUN_STATUSES, BARRED_SOURCES } from '@app/contract';

/*
 * Barred persons (issue 30 item 4; docs/decisions/player-protection.md). The members' own rows stay in their
 * modules: the block itself is the protection module's restriction, refunds are the ledger's rollbacks. These tables
 * keep what this module decides: when each member was last checked, the accounts a hit blocked, the sweeps of the
 * whole base, and the embedded sandbox's list.
 */

const inList = (column: { name: string }, values: readonly string[]) =>
  sql.raw(`"${column.name}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/** The day (the merchant's) of a member's last check at login or registration: one check per member and day. */
export const barredMemberChecks = pgTable(
  'barred_member_checks',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    lastCheckDay: date('last_check_day', { mode: 'string' }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/**
 * An account a hit blocked: the member may log in and withdraw until `deadline_at`, then it is closed. One per member:
 * a closed account stays closed (a person no longer barred registers again, as the regulator's FAQ says).
 */
export const barredCases = pgTable(
  'barred_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    category: text('category', { enum: BARRED_CATEGORIES }).notNull(),
    source: text('source', { enum: BARRED_SOURCES }).notNull(),
    status: text('status', { enum: BARRED_CASE_STATUSES }).notNull().default('blocked'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Centavos left in the member's accounts when it was closed: owed to the member, returned by the operator. */
    owedAtClosureMinor: bigint('owed_at_closure_minor', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('barred_cases_member_uq').on(t.merchantId, t.memberId),
    // The job's closures and the back office's list by status read this.
    index('barred_cases_status_idx').on(t.merchantId, t.status, t.deadlineAt),
    check('barred_cases_category_check', inList(t.category, BARRED_CATEGORIES)),
    check('barred_cases_source_check', inList(t.source, BARRED_SOURCES)),
    check('barred_cases_status_check', inList(t.status, BARRED_CASE_STATUSES)),
  ],
);

/** Each bet of an open round cancelled and refunded for a blocked account, once (keyed as the provider's bet). */
export const barredRefunds = pgTable(
  'barred_refunds',
  {
    vendor: text('vendor').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.betTransactionId] }), index('barred_refunds_case_idx').on(t.caseId)],
);

/**
 * One sweep of the whole base. At most one runs per merchant (the partial unique index decides between processes);
 * its holder renews `lease_until` at each batch, and a process finding it expired takes it over from `cursor` (the
 * last member id checked).
 */
export const barredRuns = pgTable(
  'barred_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    trigger: text('trigger', { enum: ['job', 'operator'] }).notNull(),
    status: text('status', { enum: BARRED_RUN_STATUSES }).notNull().default('running'),
    runToken: text('run_token').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    cursor: integer('cursor').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('barred_runs_running_uq')
      .on(t.merchantId)
      .where(sql`${t.status} = 'running'`),
    index('barred_runs_merchant_idx').on(t.merchantId, t.id),
    check('barred_runs_status_check', inList(t.status, BARRED_RUN_STATUSES)),
    check('barred_runs_trigger_check', sql`${t.trigger} in ('job', 'operator')`),
  ],
);

/** The embedded sandbox's list (BARRED_PERSONS_CHECK=sandbox), per merchant, edited in the back office. */
export const barredSandboxEntries = pgTable(
  'barred_sandbox_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    cpf: text('cpf').notNull(),
    category: text('category', { enum: BARRED_CATEGORIES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('barred_sandbox_entries_cpf_uq').on(t.merchantId, t.cpf),
    check('barred_sandbox_entries_category_check', inList(t.category, BARRED_CATEGORIES)),
  ],
);

/** The sandbox's switches: `failing` makes every check an outage, as the regulator's being down would. */
export const barredSandboxSettings = pgTable('barred_sandbox_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  failing: boolean('failing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
