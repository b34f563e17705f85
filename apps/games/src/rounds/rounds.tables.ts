import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * created: outcome fixed, stake not yet confirmed by the wallet;
 * open: stake taken, the round goes on (instant games move on at once);
 * settled: the win (possibly 0) paid and the round ended at the wallet;
 * cancelled: the stake rolled back; rejected: the wallet refused the stake.
 */
export const roundStatuses = ['created', 'open', 'settled', 'cancelled', 'rejected'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

export const rounds = pgTable(
  'rounds',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: roundStatuses }).notNull(),
    /** What the engine needs to show, resume and verify the round (outcome, picks, seeds used). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('rounds_player_game_idx').on(t.playerId, t.gameCode, t.createdAt),
    // Recovery reads the unfinished rounds only.
    index('rounds_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'open')`),
    check('rounds_stake_check', sql`${t.stakeMinor} > 0`),
    // Settling a fixture finds its open bets.
    // One mines board at a time per player and game: two starts sent together cannot both take a stake.
    uniqueIndex('rounds_one_mines_board_uq')
      .on(t.playerId, t.gameCode)
      .where(sql`${t.engine} = 'mines' and ${t.status} in ('created', 'open')`),
    // One crash bet per player and crash round, across processes; it also finds the bets of a crash round.
    uniqueIndex('rounds_one_crash_bet_uq')
      .on(sql`(${t.state}->>'crashRoundId')`, t.playerId)
      .where(sql`${t.engine} = 'crash' and ${t.status} in ('created', 'open', 'settled')`),
    index('rounds_open_match_idx')
      .on(sql`(${t.state}->>'matchId')`)
      .where(sql`${t.engine} = 'sports' and ${t.status} = 'open'`),
  ],
);
