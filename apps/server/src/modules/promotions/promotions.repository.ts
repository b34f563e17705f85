import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cashbackSettlements, promotionEntries, promotions, signIns } from './promotions.tables.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;
export type SignInRow = typeof signIns.$inferSelect;

export async function upsertPromotion(db: Db, values: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const { merchantId: _m, code: _c, ...changes } = values;
  const rows = await db
    .insert(promotions)
    .values(values)
    .onConflictDoUpdate({ target: [promotions.merchantId, promotions.code], set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return rows[0]!;
}

/** A new promotion; undefined when the merchant has one with its code. */
export async function insertPromotion(db: Db, values: typeof promotions.$inferInsert): Promise<PromotionRow | undefined> {
  return (await db.insert(promotions).values(values).onConflictDoNothing().returning())[0];
}

export async function updatePromotion(
  db: Db,
  merchantId: number,
  id: number,
  changes: Partial<Omit<typeof promotions.$inferInsert, 'id' | 'merchantId'>>,
): Promise<PromotionRow | undefined> {
  const rows = await db
    .update(promotions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning();
  return rows[0];
}

/** Every promotion of the merchant, disabled ones too (the operator's list), newest first. */
export async function allPromotions(db: Db, merchantId: number): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(desc(promotions.id));
}

export async function listPromotions(db: Db, merchantId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.enabled, true)))
    .orderBy(asc(promotions.id));
}

export async function findPromotion(db: Db, merchantId: number, id: number): Promise<PromotionRow | undefined> {
  return (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
  )[0];
}

export async function findByCode(db: Db, merchantId: number, code: string): Promise<PromotionRow | undefined> {
  return (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, code)))
  )[0];
}

export async function findByKind(db: Db, merchantId: number, kind: PromotionRow['kind']): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.kind, kind), eq(promotions.enabled, true)))
    .orderBy(asc(promotions.id));
}

export async function insertEntry(db: Db, values: typeof promotionEntries.$inferInsert): Promise<EntryRow | undefined> {
  return (await db.insert(promotionEntries).values(values).onConflictDoNothing().returning())[0];
}

export async function memberEntries(db: Db, merchantId: number, memberId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.memberId, memberId)));
}

/** The member's entries in one state, locked for the caller's transaction. */
export async function lockEntries(db: Db, merchantId: number, memberId: number, status: EntryRow['status']): Promise<EntryRow[]> {
  return db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.memberId, memberId), eq(promotionEntries.status, status)))
    .orderBy(asc(promotionEntries.id))
    .for('update');
}

export async function lockEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  return (await db.select().from(promotionEntries).where(eq(promotionEntries.id, id)).for('update'))[0];
}

export async function updateEntry(db: Db, id: number, changes: Partial<typeof promotionEntries.$inferInsert>): Promise<void> {
  await db.update(promotionEntries).set(changes).where(eq(promotionEntries.id, id));
}

/** Entries in wagering (the sweep), oldest first. */
export async function entriesInProcess(db: Db, limit: number): Promise<EntryRow[]> {
  return db.select().from(promotionEntries).where(eq(promotionEntries.status, 'process')).orderBy(asc(promotionEntries.id)).limit(limit);
}

export async function expiredInProcess(db: Db, now: Date, limit: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.status, 'process'), lt(promotionEntries.expiresAt, now)))
    .limit(limit);
}

export async function insertSignIn(db: Db, values: typeof signIns.$inferInsert): Promise<boolean> {
  return (await db.insert(signIns).values(values).onConflictDoNothing().returning({ day: signIns.day })).length > 0;
}

/** The member's latest sign-ins, newest first (the streak is read from them). */
export async function recentSignIns(db: Db, merchantId: number, memberId: number, days: string[]): Promise<SignInRow[]> {
  return db
    .select()
    .from(signIns)
    .where(and(eq(signIns.merchantId, merchantId), eq(signIns.memberId, memberId), inArray(signIns.day, days)))
    .orderBy(desc(signIns.day));
}

/** Adds a promotion unless the merchant has one with its code (the demo seed never overwrites the operator's). */
export async function insertPromotionIfMissing(db: Db, values: typeof promotions.$inferInsert): Promise<void> {
  await db.insert(promotions).values(values).onConflictDoNothing();
}

/** Enabled promotions of a kind across merchants, or of one merchant (the cashback sweep). */
export async function enabledOfKind(db: Db, kind: PromotionRow['kind'], merchantId?: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, kind),
        eq(promotions.enabled, true),
        merchantId === undefined ? undefined : eq(promotions.merchantId, merchantId),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** Which of these periods of a cashback promotion are settled already. */
export async function settledPeriods(db: Db, promotionId: number, periods: string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await db
    .select({ period: cashbackSettlements.period })
    .from(cashbackSettlements)
    .where(and(eq(cashbackSettlements.promotionId, promotionId), inArray(cashbackSettlements.period, periods)));
  return new Set(rows.map((r) => r.period));
}

export async function markPeriodSettled(db: Db, values: typeof cashbackSettlements.$inferInsert): Promise<void> {
  await db.insert(cashbackSettlements).values(values).onConflictDoNothing();
}
