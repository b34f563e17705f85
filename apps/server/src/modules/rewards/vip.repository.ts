import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberTurnover, vipLevels } from './rewards.tables.js';

export type VipLevelRow = typeof vipLevels.$inferSelect;

export async function turnoverOf(db: Db, merchantId: number, memberId: number, currency: string): Promise<bigint> {
  const rows = await db
    .select({ turnover: memberTurnover.turnover })
    .from(memberTurnover)
    .where(and(eq(memberTurnover.merchantId, merchantId), eq(memberTurnover.memberId, memberId), eq(memberTurnover.currency, currency)));
  return rows[0]?.turnover ?? 0n;
}

export const ladder = (db: Db, merchantId: number): Promise<VipLevelRow[]> =>
  db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));

export async function replaceLadder(db: Db, merchantId: number, levels: Array<Omit<VipLevelRow, 'merchantId'>>): Promise<void> {
  await db.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  await db.insert(vipLevels).values(levels.map((l) => ({ ...l, merchantId })));
}

export async function insertLadderIfMissing(db: Db, merchantId: number, levels: Array<Omit<VipLevelRow, 'merchantId'>>): Promise<void> {
  const existing = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId));
  if ((existing[0]?.n ?? 0) > 0) return;
  await db.insert(vipLevels).values(levels.map((l) => ({ ...l, merchantId })));
}
