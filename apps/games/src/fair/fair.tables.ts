import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Provably fair seed pairs per player: the server seed is committed by its
 * SHA-256 before any bet and revealed when the player rotates it; every bet
 * takes the next nonce.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  // One active pair per player, even when two first bets race.
  (t) => [
    uniqueIndex('fair_seeds_active_uq')
      .on(t.playerId)
      .where(sql`${t.active}`),
  ],
);
