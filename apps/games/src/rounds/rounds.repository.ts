import { and, desc, eq, inArray, lt, not, sql } from 'drizzle-orm';
import type { GamesDb } from '../db/client.js';
import { rounds, type RoundStatus } from './rounds.tables.js';

export type RoundRow = typeof rounds.$inferSelect;
export type NewRound = Omit<typeof rounds.$inferInsert, 'createdAt' | 'updatedAt' | 'settledAt'>;

export async function insertRound(db: GamesDb, row: NewRound): Promise<RoundRow> {
  const [inserted] = await db.insert(rounds).values(row).returning();
  return inserted!;
}

export async function findRound(db: GamesDb, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
  return row;
}

/**
 * Moves a round on only from the status it is expected in, so two workers
 * (a player's request and the recovery job) never both finish it.
 */
export async function transition(
  db: GamesDb,
  id: string,
  from: RoundStatus[],
  to: RoundStatus,
  change: { winMinor?: bigint; state?: Record<string, unknown> } = {},
): Promise<RoundRow | undefined> {
  const final = to === 'settled' || to === 'cancelled' || to === 'rejected';
  const [row] = await db
    .update(rounds)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(change.winMinor !== undefined && { winMinor: change.winMinor }),
      ...(change.state && { state: change.state }),
      ...(final && { settledAt: sql`now()` }),
    })
    .where(and(eq(rounds.id, id), inArray(rounds.status, from)))
    .returning();
  return row;
}

/** Saves a step of a multi-step round (a revealed tile) while it stays open. */
export async function saveState(db: GamesDb, id: string, state: Record<string, unknown>): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(rounds)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(rounds.id, id), eq(rounds.status, 'open')))
    .returning();
  return row;
}

/**
 * Saves a step of a multi-step round only if nobody saved another step since
 * `step` was read: two calls of the same round (a reveal racing a cash-out)
 * never both act on the same state.
 */
export async function saveStep(db: GamesDb, id: string, step: number, state: Record<string, unknown>): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(rounds)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(rounds.id, id), eq(rounds.status, 'open'), sql`(${rounds.state}->>'step')::int = ${step}`))
    .returning();
  return row;
}

/** Whether the player has a round still going whose outcome the active server seed hides (a mines board): rotating would reveal it. */
export async function hasHiddenFairRound(db: GamesDb, playerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(
      and(eq(rounds.playerId, playerId), inArray(rounds.status, ['created', 'open']), sql`${rounds.state}->'fair'->>'hidden' = 'true'`),
    )
    .limit(1);
  return rows.length > 0;
}

/** The player's last rounds of a game, newest first: the game recall. */
export function recentRounds(db: GamesDb, playerId: string, gameCode: string, limit: number) {
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.gameCode, gameCode), inArray(rounds.status, ['settled', 'cancelled', 'open'])))
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(limit);
}

/** The player's round of this game still open (a multi-step game resumes it). */
export async function openRoundOf(db: GamesDb, playerId: string, gameCode: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.gameCode, gameCode), eq(rounds.status, 'open')))
    .orderBy(desc(rounds.createdAt))
    .limit(1);
  return row;
}

/**
 * Rounds left unfinished longer than `before`: recovery finishes them. Open
 * rounds of engines that settle them themselves (sports bets waiting for
 * their match) are not recovery's business.
 */
export function unfinishedRounds(db: GamesDb, before: Date, selfSettling: string[] = [], limit = 200) {
  const waiting = selfSettling.length ? and(eq(rounds.status, 'open'), inArray(rounds.engine, selfSettling)) : undefined;
  return db
    .select()
    .from(rounds)
    .where(and(inArray(rounds.status, ['created', 'open']), lt(rounds.updatedAt, before), waiting ? not(waiting) : undefined))
    .orderBy(rounds.updatedAt)
    .limit(limit);
}
