import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
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

export async function countUpcoming(db: Db, vendor: string, gameCode: string, from: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sportMatches)
    .where(and(eq(sportMatches.vendor, vendor), eq(sportMatches.gameCode, gameCode), eq(sportMatches.status, 'scheduled'), gte(sportMatches.startsAt, from)));
  return row?.n ?? 0;
}

export async function insertMatches(db: Db, rows: NewMatch[]): Promise<void> {
  if (rows.length) await db.insert(sportMatches).values(rows).onConflictDoNothing();
}

/** Demo fixtures whose time passed without a result are closed, so the cards only show what can be bet. */
export async function expireStale(db: Db, vendors: string[], before: Date): Promise<void> {
  await db
    .update(sportMatches)
    .set({ status: 'finished', updatedAt: sql`now()` })
    .where(and(inArray(sportMatches.vendor, vendors), eq(sportMatches.status, 'scheduled'), sql`${sportMatches.startsAt} < ${before.toISOString()}`));
}
