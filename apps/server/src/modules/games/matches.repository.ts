import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sportMatches } from './games.tables.js';

export type MatchRow = typeof sportMatches.$inferSelect;
export type NewMatch = typeof sportMatches.$inferInsert;

/** Matches not yet finished that start after `from`, soonest first. */
export function upcomingMatches(db: Db, from: Date, limit: number) {
  return db
    .select()
    .from(sportMatches)
    .where(and(inArray(sportMatches.status, ['scheduled', 'live']), gte(sportMatches.startsAt, from)))
    .orderBy(asc(sportMatches.startsAt), asc(sportMatches.matchId))
    .limit(limit);
}

/** The sportsbook's fixtures, new or changed: inserted, or updated in place by (vendor, matchId). */
export async function upsertMatches(db: Db, rows: NewMatch[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(sportMatches)
    .values(rows)
    .onConflictDoUpdate({
      target: [sportMatches.vendor, sportMatches.matchId],
      set: {
        gameCode: sql`excluded.game_code`,
        sport: sql`excluded.sport`,
        leagueId: sql`excluded.league_id`,
        leagueName: sql`excluded.league_name`,
        homeTeam: sql`excluded.home_team`,
        awayTeam: sql`excluded.away_team`,
        homeLogoUrl: sql`excluded.home_logo_url`,
        awayLogoUrl: sql`excluded.away_logo_url`,
        startsAt: sql`excluded.starts_at`,
        homeOdds: sql`excluded.home_odds`,
        drawOdds: sql`excluded.draw_odds`,
        awayOdds: sql`excluded.away_odds`,
        status: sql`excluded.status`,
        updatedAt: sql`now()`,
      },
    });
}
