import { and, asc, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.js';
import { rounds } from '../../rounds/rounds.tables.js';
import { sportFixtures, type Pick } from './sports.tables.js';

export type FixtureRow = typeof sportFixtures.$inferSelect;
export type NewFixture = typeof sportFixtures.$inferInsert;

export async function insertFixtures(db: GamesDb, rows: NewFixture[]): Promise<void> {
  if (rows.length) await db.insert(sportFixtures).values(rows).onConflictDoNothing();
}

export async function findFixture(db: GamesDb, id: string): Promise<FixtureRow | undefined> {
  const [row] = await db.select().from(sportFixtures).where(eq(sportFixtures.id, id));
  return row;
}

/** Fixtures of a game still open for betting, soonest first. */
export function upcomingFixtures(db: GamesDb, gameCode: string, now: Date, limit = 100) {
  return db
    .select()
    .from(sportFixtures)
    .where(and(eq(sportFixtures.gameCode, gameCode), eq(sportFixtures.status, 'scheduled'), gt(sportFixtures.startsAt, now)))
    .orderBy(asc(sportFixtures.startsAt), asc(sportFixtures.id))
    .limit(limit);
}

export async function countUpcoming(db: GamesDb, gameCode: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.gameCode, gameCode), eq(sportFixtures.status, 'scheduled'), gt(sportFixtures.startsAt, now)));
  return row?.n ?? 0;
}

/** New odds for a fixture still open; the version moves so bets on the old odds are refused. */
export async function reprice(
  db: GamesDb,
  id: string,
  odds: { homeOdds: string; drawOdds: string | null; awayOdds: string },
): Promise<FixtureRow | undefined> {
  const [row] = await db
    .update(sportFixtures)
    .set({ ...odds, oddsVersion: sql`${sportFixtures.oddsVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sportFixtures.id, id), inArray(sportFixtures.status, ['scheduled', 'live'])))
    .returning();
  return row;
}

/** The result of a fixture not yet settled or voided; once only. */
export async function finish(db: GamesDb, id: string, result: Pick): Promise<FixtureRow | undefined> {
  const [row] = await db
    .update(sportFixtures)
    .set({ status: 'finished', result, updatedAt: sql`now()` })
    .where(and(eq(sportFixtures.id, id), inArray(sportFixtures.status, ['scheduled', 'live'])))
    .returning();
  return row;
}

export async function voidFixture(db: GamesDb, id: string): Promise<FixtureRow | undefined> {
  const [row] = await db
    .update(sportFixtures)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(sportFixtures.id, id), inArray(sportFixtures.status, ['scheduled', 'live'])))
    .returning();
  return row;
}

/** Fixtures that have started without a result: live (no more bets). */
export async function markStarted(db: GamesDb, now: Date): Promise<void> {
  await db
    .update(sportFixtures)
    .set({ status: 'live', updatedAt: sql`now()` })
    .where(and(eq(sportFixtures.status, 'scheduled'), sql`${sportFixtures.startsAt} <= ${now.toISOString()}`));
}

/** What the match feed sends: everything changed since `since`. */
export function changedSince(db: GamesDb, since: Date) {
  return db.select().from(sportFixtures).where(gte(sportFixtures.updatedAt, since)).orderBy(asc(sportFixtures.startsAt)).limit(2_000);
}

/**
 * The operator's list: open fixtures first, soonest first, then the settled and voided ones, latest first (the
 * demo book adds fixtures all the time, so the oldest ones must not fill the page).
 */
export function listFixtures(db: GamesDb, limit = 500) {
  const open = sql`${sportFixtures.status} in ('scheduled', 'live')`;
  return db
    .select()
    .from(sportFixtures)
    .orderBy(sql`${open} desc`, sql`case when ${open} then ${sportFixtures.startsAt} end asc`, sql`${sportFixtures.startsAt} desc`)
    .limit(limit);
}

/** Open bets of fixtures that have a result or were voided: what settlement still owes. */
export function betsToSettle(db: GamesDb, limit = 500) {
  return db
    .select({ round: rounds, fixture: sportFixtures })
    .from(rounds)
    .innerJoin(sportFixtures, eq(sportFixtures.id, sql`${rounds.state}->>'matchId'`))
    .where(and(eq(rounds.engine, 'sports'), eq(rounds.status, 'open'), inArray(sportFixtures.status, ['finished', 'cancelled'])))
    .limit(limit);
}

export function playerBets(db: GamesDb, playerId: string, gameCode: string, limit = 50) {
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.gameCode, gameCode), eq(rounds.engine, 'sports')))
    .orderBy(sql`${rounds.createdAt} desc`)
    .limit(limit);
}
