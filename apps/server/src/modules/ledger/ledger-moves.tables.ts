import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The records of the ledger's moves (ledger-moves.ts, sql/ledger-moves.sql): the game rounds the seamless
 * wallet's bets and wins belong to, and every provider transaction id they took. Only the ledger writes them.
 */

export const roundStatuses = ['open', 'completed', 'cancelled'] as const;

/** A game round as the provider reported it; the betting record (/m/gameRecord) lists these. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: roundStatuses }).notNull().default('open'),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(t.vendor, t.roundId),
    index('game_rounds_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    // The winner board: a merchant's biggest real-money wins, read in win order.
    index('game_rounds_big_wins_idx')
      .on(t.merchantId, t.win.desc())
      .where(sql`${t.status} = 'completed' and ${t.win} > 0 and ${t.currency} = 'BRL'`),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'completed', 'cancelled')`),
  ],
);

/**
 * Every bet, win and rollback a provider sent, by its own transaction id: the
 * replay answer, the request hash that refuses the same id with other data,
 * and tombstones for rollbacks of bets never seen (a late bet with that id is
 * then refused instead of taking money for a cancelled bet).
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Neither index leads with the vendor: a vendor the planner's statistics have not
  // seen yet (a new provider) is estimated at one row, and a vendor-leading index
  // then looked "exact" for a lookup by vendor alone: the settle and replay lookups
  // scanned every row of that vendor, slower with each round.
  (t) => [primaryKey({ columns: [t.transactionId, t.vendor] }), index('seamless_transactions_round_idx').on(t.roundId, t.vendor)],
);
