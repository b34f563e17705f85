import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface SessionGame {
  nodeId: string;
  vendor: string;
  gameCode: string;
  engine: string;
  engineConfig: string | null;
  names: { pt: string; en: string };
  minBet: string;
}

/**
 * A player's session at this game server, opened by a redeemed launch token.
 * Only the SHA-256 of its token is kept; the page holds the token in memory.
 */
export const gameSessions = pgTable('game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: text('player_id').notNull(),
  currency: text('currency').notNull(),
  screenName: text('screen_name').notNull(),
  language: text('language').notNull(),
  game: jsonb('game').$type<SessionGame>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
