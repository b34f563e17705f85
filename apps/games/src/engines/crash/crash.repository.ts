import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.js';
import { rounds } from '../../rounds/rounds.tables.js';
import { crashChains, crashRounds, type CrashPhase } from './crash.tables.js';

export type ChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;

export async function activeChain(db: GamesDb, gameCode: string): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(and(eq(crashChains.gameCode, gameCode), isNull(crashChains.retiredAt)))
    .orderBy(desc(crashChains.createdAt))
    .limit(1);
  return row;
}

/** What a page may know of a chain: its id, length and terminating hash (never its seed or hashes). */
export async function chainInfo(db: GamesDb, where: { chainId: string } | { gameCode: string }) {
  const [row] = await db
    .select({ chainId: crashChains.id, length: crashChains.length, terminatingHash: crashChains.terminatingHash })
    .from(crashChains)
    .where(
      'chainId' in where ? eq(crashChains.id, where.chainId) : and(eq(crashChains.gameCode, where.gameCode), isNull(crashChains.retiredAt)),
    )
    .orderBy(desc(crashChains.createdAt))
    .limit(1);
  return row;
}

export async function insertChain(db: GamesDb, row: typeof crashChains.$inferInsert): Promise<ChainRow> {
  const [inserted] = await db.insert(crashChains).values(row).returning();
  return inserted!;
}

/** Takes the chain's next round number (1 …), or undefined when the chain is used up. */
export async function takeChainRound(db: GamesDb, chainId: string): Promise<number | undefined> {
  const [row] = await db
    .update(crashChains)
    .set({ usedRounds: sql`${crashChains.usedRounds} + 1` })
    .where(and(eq(crashChains.id, chainId), lt(crashChains.usedRounds, crashChains.length)))
    .returning({ used: crashChains.usedRounds });
  return row?.used;
}

export async function retireChain(db: GamesDb, chainId: string): Promise<void> {
  await db
    .update(crashChains)
    .set({ retiredAt: sql`now()` })
    .where(eq(crashChains.id, chainId));
}

/** The rooms this server has played (each game code with a chain). */
export async function roomCodes(db: GamesDb): Promise<string[]> {
  const rows = await db.selectDistinct({ gameCode: crashChains.gameCode }).from(crashChains).where(isNull(crashChains.retiredAt));
  return rows.map((r) => r.gameCode);
}

export async function insertCrashRound(db: GamesDb, row: typeof crashRounds.$inferInsert): Promise<CrashRoundRow> {
  const [inserted] = await db.insert(crashRounds).values(row).returning();
  return inserted!;
}

/** Moves a round to `phase` only from the phase it is expected in; false when it was not there (another leader moved it). */
export async function setPhase(
  db: GamesDb,
  id: string,
  from: CrashPhase[],
  phase: CrashPhase,
  at: Partial<Pick<CrashRoundRow, 'startedAt' | 'endedAt'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(crashRounds)
    .set({ phase, ...at })
    .where(and(eq(crashRounds.id, id), inArray(crashRounds.phase, from)))
    .returning({ id: crashRounds.id });
  return rows.length > 0;
}

/** The room's newest round, whatever its phase. */
export async function latestRound(db: GamesDb, gameCode: string): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.gameCode, gameCode)).orderBy(desc(crashRounds.createdAt)).limit(1);
  return row;
}

export async function findCrashRound(db: GamesDb, id: string): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return row;
}

/** Rounds of the room a stop left betting or flying. */
export function interruptedRounds(db: GamesDb, gameCode: string) {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameCode, gameCode), inArray(crashRounds.phase, ['betting', 'flying'])));
}

/** The room's last finished rounds, newest first, with their revealed hashes. */
export function finishedRounds(db: GamesDb, gameCode: string, limit: number) {
  return db
    .select({
      id: crashRounds.id,
      chainId: crashRounds.chainId,
      chainRound: crashRounds.chainRound,
      hash: crashRounds.hash,
      crashCents: crashRounds.crashCents,
      phase: crashRounds.phase,
      endedAt: crashRounds.endedAt,
    })
    .from(crashRounds)
    .where(and(eq(crashRounds.gameCode, gameCode), inArray(crashRounds.phase, ['crashed', 'cancelled'])))
    .orderBy(desc(crashRounds.createdAt))
    .limit(limit);
}

/** The room's crashed rounds some of whose bets are still unpaid (their leader stopped before it paid them). */
export async function crashedRoundsWithOpenBets(db: GamesDb, gameCode: string): Promise<CrashRoundRow[]> {
  return db
    .select()
    .from(crashRounds)
    .where(
      and(
        eq(crashRounds.gameCode, gameCode),
        eq(crashRounds.phase, 'crashed'),
        sql`exists (select 1 from ${rounds} where ${rounds.engine} = 'crash' and ${rounds.status} = 'open'
          and ${rounds.state}->>'crashRoundId' = ${crashRounds.id})`,
      ),
    );
}
