import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The agent hierarchy and the money of agents. member ids carry no foreign
 * key: members belong to the members module (DESIGN.md).
 */

/**
 * Closure table of the upline tree: one row per (ancestor, descendant) pair
 * including (m, m, 0) for every member. A team is one index range on
 * ancestor_id; "is X in my downline" is one primary-key probe; the upline
 * chain is one range on descendant_id; (ancestor, depth, descendant) lets a
 * whole team be read from the index alone. Rows are written by a trigger on
 * members (sql/agent-tree.sql), since the upline of a member never changes.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: integer('merchant_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
    descendantId: integer('descendant_id').notNull(),
    depth: smallint('depth').notNull(),
    /** The ancestor's direct downline member on the path to the descendant (null on the self row): "by direct sub-agent" is a GROUP BY. */
    childId: integer('child_id'),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    index('agent_tree_team_idx').on(t.ancestorId, t.depth, t.descendantId, t.childId),
  ],
);

/**
 * Rebate rate of an agent per game category, in hundredths of a percent of
 * the stake (50 = 0.50%). Set by the agent's upline (or the operator for a
 * top agent); never above the upline's own rate for the category.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
    setBy: integer('set_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.category] }),
    check('agent_rebate_rates_range', sql`${t.rateBp} >= 0 and ${t.rateBp} <= 10000`),
  ],
);

export const contractKinds = ['salary', 'dividend', 'hourly'] as const;
export const contractStatuses = ['offered', 'accepted', 'declined', 'cancelled'] as const;

/**
 * A contract offered by an upline (offered_by) to a direct sub-agent:
 * salary and hourly pay rate_bp of the team's settled stakes of the day or
 * hour; dividend pays share_bp of the team's net loss (stakes − wins) of the
 * day when positive. At most one offered or accepted contract per kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: contractKinds }).notNull(),
    agentId: integer('agent_id').notNull(),
    offeredBy: integer('offered_by').notNull(),
    rateBp: integer('rate_bp').notNull(),
    status: text('status', { enum: contractStatuses }).notNull().default('offered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_live_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    index('agent_contracts_status_idx').on(t.merchantId, t.kind, t.status),
    check('agent_contracts_rate', sql`${t.rateBp} > 0 and ${t.rateBp} <= 10000`),
  ],
);

/**
 * One row per (agent, kind, period): the payout and its basis, the team's
 * settled rounds of the period (count, id range, sums), so every payout can
 * be traced to the rounds that earned it. The primary key makes a period
 * payable once per kind (whatever contract was live); the ledger transfer
 * uses the same triple as idempotency key. contract_id is null for rebates.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    contractId: integer('contract_id'),
    period: text('period').notNull(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    kind: text('kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    roundCount: integer('round_count').notNull(),
    firstRoundId: bigint('first_round_id', { mode: 'number' }),
    lastRoundId: bigint('last_round_id', { mode: 'number' }),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    basis: jsonb('basis').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.kind, t.period] }),
    index('agent_payouts_agent_idx').on(t.merchantId, t.agentId, t.createdAt),
    // The back office lists the payouts of one settlement run (kind and period).
    index('agent_payouts_period_idx').on(t.merchantId, t.kind, t.period),
  ],
);

/**
 * One settlement run of a kind for a period, with what it found: due agents, paid by this run, skipped (paid
 * earlier or nothing to pay), failed with their errors. The operator's and the command line's runs are all kept; the
 * scheduled job's only when it paid or failed something (its repeated no-op runs would bury the rest).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    trigger: text('trigger').notNull(),
    actor: text('actor'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    due: integer('due').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    errors: jsonb('errors').$type<Array<{ agentId: number; message: string }>>().notNull().default([]),
  },
  (t) => [
    index('agent_settlement_runs_list_idx').on(t.merchantId, t.id),
    index('agent_settlement_runs_period_idx').on(t.merchantId, t.kind, t.period),
  ],
);
