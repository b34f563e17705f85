import { and, desc, eq, sql } from 'drizzle-orm';
import type { GamesDb } from '../db/client.js';
import { fairSeeds } from './fair.tables.js';

export type SeedRow = typeof fairSeeds.$inferSelect;

export async function activeSeed(db: GamesDb, playerId: string): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, playerId), eq(fairSeeds.active, true)));
  return row;
}

export async function insertSeed(db: GamesDb, row: typeof fairSeeds.$inferInsert): Promise<void> {
  await db.insert(fairSeeds).values(row).onConflictDoNothing();
}

export async function seedById(db: GamesDb, seedId: string): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, seedId));
  return row;
}

/** The next nonce of the active seed, taken atomically: two bets never share one. */
export async function takeNonce(db: GamesDb, seedId: string): Promise<number | undefined> {
  const [row] = await db
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.active, true)))
    .returning({ nonce: fairSeeds.nonce });
  return row ? row.nonce - 1 : undefined;
}

export async function retireSeed(db: GamesDb, seedId: string): Promise<boolean> {
  const rows = await db
    .update(fairSeeds)
    .set({ active: false, revealedAt: sql`now()` })
    .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.active, true)))
    .returning({ id: fairSeeds.id });
  return rows.length > 0;
}

export function revealedSeeds(db: GamesDb, playerId: string, limit: number) {
  return db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, playerId), eq(fairSeeds.active, false)))
    .orderBy(desc(fairSeeds.revealedAt))
    .limit(limit);
}
