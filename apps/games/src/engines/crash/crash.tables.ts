import { bigint, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A room's provably fair hash chain (crash-chain.ts): the secret seed, every
 * hash, the published terminating hash and how many rounds have used it. A
 * room plays one chain at a time; a used-up chain is retired and its seed
 * may be shown.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: text('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    seed: bytea('seed').notNull(),
    hashes: bytea('hashes').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    usedRounds: integer('used_rounds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('crash_chains_game_idx').on(t.gameCode, t.createdAt)],
);

export const crashPhases = ['betting', 'flying', 'crashed', 'cancelled'] as const;
export type CrashPhase = (typeof crashPhases)[number];

/**
 * The rounds of a room. `hash` and `crashCents` are fixed when the round is
 * created and shown only once it crashed (or was cancelled by a restart);
 * the players' bets are rounds of the rounds table naming this id.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: text('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    chainId: text('chain_id').notNull(),
    chainRound: integer('chain_round').notNull(),
    hash: text('hash').notNull(),
    crashCents: integer('crash_cents').notNull(),
    phase: text('phase', { enum: crashPhases }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crash_rounds_chain_uq').on(t.chainId, t.chainRound), index('crash_rounds_game_idx').on(t.gameCode, t.createdAt)],
);

/**
 * Who leads each room (crash-lease.ts): one game-server process runs a room's
 * rounds; the others take its bets and cash-outs and relay its events. The
 * holder renews `expires_at` every second; once it has passed, another
 * process takes the room and `epoch` grows, so writes of a stale leader
 * (fenced by holder and epoch) fail.
 */
export const crashLeases = pgTable('crash_leases', {
  gameCode: text('game_code').primaryKey(),
  holder: text('holder').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
