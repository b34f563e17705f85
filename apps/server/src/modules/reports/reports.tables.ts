import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The reports' daily rollups (docs/decisions/back-office.md, "Reports"). Triggers (sql/reports-feed.sql) append
 * one event per settled round change, per money transfer that matters and per registration to report_events, in
 * the transaction that makes it; the fold (sql/reports-fold.sql), one process at a time, deletes a batch of events
 * and adds them to the rollups in one transaction, so an event is counted exactly once and a report reads days,
 * never rounds.
 */

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);

/** Events not yet folded: a queue, emptied every second or so. `day` is the merchant day (UTC−3) it counts on. */
export const reportEvents = pgTable('report_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  merchantId: integer('merchant_id').notNull(),
  /** round, deposit, withdrawal, bonus, registration. */
  kind: text('kind').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  memberId: integer('member_id').notNull(),
  vendor: text('vendor'),
  gameCode: text('game_code'),
  /** A round's change: +1 when it completes, −1 when a completed round is reopened or voided. */
  rounds: count('rounds'),
  stake: money('stake'),
  win: money('win'),
  /** A transfer's amount (a bonus taken back is negative). */
  amount: money('amount'),
});

/** The figures every rollup but the games' keeps. */
const figures = () => ({
  rounds: count('rounds'),
  stake: money('stake'),
  win: money('win'),
  bonus: money('bonus'),
  depositsCount: count('deposits_count'),
  deposits: money('deposits'),
  withdrawalsCount: count('withdrawals_count'),
  withdrawals: money('withdrawals'),
  firstDepositsCount: count('first_deposits_count'),
  firstDeposits: money('first_deposits'),
  registrations: count('registrations'),
  activePlayers: count('active_players'),
});

/** One row per merchant day: the totals. */
export const reportDays = pgTable(
  'report_days',
  { merchantId: integer('merchant_id').notNull(), day: date('day', { mode: 'string' }).notNull(), ...figures() },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/** One row per merchant day and agent (the member's direct upline; 0: none). */
export const reportAgentDays = pgTable(
  'report_agent_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    agentId: integer('agent_id').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.agentId] })],
);

/**
 * One row per calendar month (its first day) and agent: the agent rows of a month summed, so a report over whole
 * months reads one row per agent and month instead of one per agent and day.
 */
export const reportAgentMonths = pgTable(
  'report_agent_months',
  {
    merchantId: integer('merchant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    agentId: integer('agent_id').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month, t.agentId] })],
);

/**
 * One row per week (its Monday) and agent: the ragged ends of a range that are not whole months (a 30-day range, say)
 * read whole weeks here, so such a range reads at most a dozen rows per agent instead of one per day.
 */
export const reportAgentWeeks = pgTable(
  'report_agent_weeks',
  {
    merchantId: integer('merchant_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    agentId: integer('agent_id').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.week, t.agentId] })],
);

/** One row per merchant day and game: its settled rounds, stakes and wins (category comes from the catalogue). */
export const reportGameDays = pgTable(
  'report_game_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    rounds: count('rounds'),
    stake: money('stake'),
    win: money('win'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.vendor, t.gameCode] })],
);

/** Who bet on a day (exact active players: a member counts once a day, with the agent of that first bet). */
export const reportDayMembers = pgTable(
  'report_day_members',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    agentId: integer('agent_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.memberId] })],
);

/** Each member's first deposit: a deposit is a first deposit when it is the one that inserts this row. */
export const reportDepositors = pgTable(
  'report_depositors',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** One row (id 1): whether the rollups were built from the existing records, and the last fold. */
export const reportState = pgTable('report_state', {
  id: smallint('id').primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }),
  foldedAt: timestamp('folded_at', { withTimezone: true }),
});
