import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameLaunchTokens } from './games.tables.js';

export async function insertToken(db: Db, row: typeof gameLaunchTokens.$inferInsert): Promise<void> {
  await db.insert(gameLaunchTokens).values(row);
}

/** Marks the token used and returns it, once: a second redemption, or one after expiry, finds nothing. */
export async function redeemToken(db: Db, tokenHash: string, at: Date) {
  const rows = await db
    .update(gameLaunchTokens)
    .set({ usedAt: at })
    .where(and(eq(gameLaunchTokens.tokenHash, tokenHash), isNull(gameLaunchTokens.usedAt), gt(gameLaunchTokens.expiresAt, at)))
    .returning();
  return rows[0];
}

/** Old tokens are of no use to anyone; they go so the table stays small. */
export async function deleteExpired(db: Db, before: Date): Promise<void> {
  await db.delete(gameLaunchTokens).where(lt(gameLaunchTokens.expiresAt, sql`${before.toISOString()}`));
}
