import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const fixtureStatuses = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const picks = ['home', 'draw', 'away'] as const;
export type Pick = (typeof picks)[number];

/**
 * The sportsbook's fixtures with money-line odds (decimal, as text: never a
 * float). `oddsVersion` moves with every repricing, so a bet placed on odds
 * the player no longer sees is refused. Settled by the operator's result.
 */
export const sportFixtures = pgTable(
  'sport_fixtures',
  {
    id: text('id').primaryKey(),
    /** The catalogue vendor and game that open this fixture (DBSPORT football, TF esports …). */
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    sport: text('sport').notNull(),
    leagueId: text('league_id').notNull(),
    leagueName: text('league_name').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    homeOdds: text('home_odds').notNull(),
    drawOdds: text('draw_odds'),
    awayOdds: text('away_odds').notNull(),
    oddsVersion: integer('odds_version').notNull().default(1),
    status: text('status', { enum: fixtureStatuses }).notNull().default('scheduled'),
    result: text('result', { enum: picks }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('sport_fixtures_game_idx').on(t.gameCode, t.status, t.startsAt)],
);
