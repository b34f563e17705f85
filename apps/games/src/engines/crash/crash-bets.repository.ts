import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.js';
import type { RoundRow } from '../../rounds/rounds.repository.js';
import { rounds } from '../../rounds/rounds.tables.js';
import { crashRounds } from './crash.tables.js';

/** The players' bets of crash rounds: rows of the rounds table naming their crash round in `state.crashRoundId`. */
const ofCrashRound = (crashRoundId: string) => and(eq(rounds.engine, 'crash'), sql`${rounds.state}->>'crashRoundId' = ${crashRoundId}`);

/** Bets of crash rounds not yet finished at the wallet. */
export function unfinishedBets(db: GamesDb, crashRoundId: string) {
  return db
    .select()
    .from(rounds)
    .where(and(ofCrashRound(crashRoundId), inArray(rounds.status, ['created', 'open'])));
}

/** The bets a crash round shows: every one placed (refused and refunded ones aside), oldest first. */
export function roundBets(db: GamesDb, crashRoundId: string) {
  return db
    .select()
    .from(rounds)
    .where(and(ofCrashRound(crashRoundId), inArray(rounds.status, ['created', 'open', 'settled'])))
    .orderBy(rounds.createdAt);
}

/** The bets of a crash round in its flight: stake taken, not yet paid. */
export function openBets(db: GamesDb, crashRoundId: string) {
  return db
    .select()
    .from(rounds)
    .where(and(ofCrashRound(crashRoundId), eq(rounds.status, 'open')));
}

export async function playerBet(db: GamesDb, crashRoundId: string, playerId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(ofCrashRound(crashRoundId), eq(rounds.playerId, playerId), inArray(rounds.status, ['created', 'open', 'settled'])));
  return row;
}

/**
 * Stores a bet's fate (crash-settle.ts) if it has none yet: only an open bet without a cash-out or an end takes it, so
 * of a manual cash-out, the leader's automatic one, the crash and a recovery, the first to store wins and the others
 * get undefined.
 */
export async function decideBet(db: GamesDb, betId: string, fate: Record<string, unknown>): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(rounds)
    .set({ state: sql`${rounds.state} || ${JSON.stringify(fate)}::jsonb`, updatedAt: sql`now()` })
    .where(
      and(
        eq(rounds.id, betId),
        eq(rounds.status, 'open'),
        sql`${rounds.state}->>'cashoutCents' is null`,
        sql`${rounds.state}->>'end' is null`,
      ),
    )
    .returning();
  return row;
}

/**
 * Lets a bet whose stake the wallet took into its round's flight: only while the round still takes bets, with the
 * round's row locked (FOR SHARE) so the take-off (an UPDATE of that row) waits for this to commit, and the leader,
 * reading the bets right after its take-off, sees every bet that got in. Undefined when the round had taken off.
 */
export async function joinFlight(db: GamesDb, betId: string, crashRoundId: string): Promise<RoundRow | undefined> {
  return db.transaction(async (tx) => {
    const [round] = await tx.select({ phase: crashRounds.phase }).from(crashRounds).where(eq(crashRounds.id, crashRoundId)).for('share');
    if (round?.phase !== 'betting') return undefined;
    const [row] = await tx
      .update(rounds)
      .set({ status: 'open', updatedAt: sql`now()` })
      .where(and(eq(rounds.id, betId), eq(rounds.status, 'created')))
      .returning();
    return row;
  });
}
