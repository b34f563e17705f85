import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The game catalogue of a merchant: what an operator loads from an aggregator
 * (or the demo seed). Games are never deleted, only disabled, so a round,
 * favourite or recent entry always names a game that exists.
 */
export const games = pgTable(
  'games',
  {
    /** The nodeId of SPEC §3. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    classify: text('classify'),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    lines: integer('lines'),
    /** Return to player the game states, in hundredths of a percent (9650 = 96.50 %); null when its vendor states none. */
    rtpBp: integer('rtp_bp'),
    /** Null: the generated artwork of /game-art. */
    iconUrl: text('icon_url'),
    isNew: boolean('is_new').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    /** Position in the hot list; null when not hot. */
    hotRank: smallint('hot_rank'),
    supportPlay: boolean('support_play').notNull().default(true),
    engine: text('engine').notNull(),
    engineConfig: text('engine_config'),
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.merchantId, t.vendor, t.gameCode),
    check('games_min_bet_check', sql`${t.minBetMinor} > 0`),
    check('games_rtp_bp_check', sql`${t.rtpBp} BETWEEN 5000 AND 10000`),
  ],
);

/** Display names per language; search_name is the accent- and case-folded form searched by gameName. */
export const gameNames = pgTable(
  'game_names',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.language] })],
);

/** Vendors of a merchant's catalogue, in menu order. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
);

/**
 * Bumped by every catalogue write in the same transaction: server processes
 * keep the catalogue in memory and reload it when the version moves.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  merchantId: integer('merchant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const gameFavourites = pgTable(
  'game_favourites',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('game_favourites_member_idx').on(t.memberId, t.createdAt)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * Fixtures of the sports vendors (the home match cards). Vendor data, shared
 * by every merchant; the sportsbook of issue 6 feeds it, demo fixtures until then.
 */
export const sportMatches = pgTable(
  'sport_matches',
  {
    vendor: text('vendor').notNull(),
    matchId: text('match_id').notNull(),
    /** The catalogue game (vendor game code) that opens this match. */
    gameCode: text('game_code').notNull(),
    sport: text('sport').notNull(),
    leagueId: text('league_id').notNull(),
    leagueName: text('league_name').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeLogoUrl: text('home_logo_url').notNull(),
    awayLogoUrl: text('away_logo_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Decimal odds as text ("2.35"): never a float. */
    homeOdds: text('home_odds').notNull(),
    drawOdds: text('draw_odds'),
    awayOdds: text('away_odds').notNull(),
    status: text('status', { enum: ['scheduled', 'live', 'finished', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.matchId] }), index('sport_matches_starts_idx').on(t.status, t.startsAt)],
);

/**
 * Launch tokens (launch version 3): the game URL carries the token, the game
 * server trades it once for the player through the seamless wallet. Only the
 * SHA-256 is kept.
 */
export const gameLaunchTokens = pgTable('game_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  currency: text('currency').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
