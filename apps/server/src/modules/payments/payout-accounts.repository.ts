import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutAccounts } from './payments.tables.js';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export function listByMember(db: Db, merchantId: number, memberId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.merchantId, merchantId), eq(payoutAccounts.memberId, memberId)))
    .orderBy(asc(payoutAccounts.id));
}

export async function countByMember(db: Db, merchantId: number, memberId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.merchantId, merchantId), eq(payoutAccounts.memberId, memberId)));
  return Number(rows[0]?.n ?? 0);
}

export async function findOne(db: Db, merchantId: number, memberId: number, id: number) {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.merchantId, merchantId), eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.id, id)));
  return rows[0];
}

/** Null when the member already has this key (the unique index decides races). */
export async function insertAccount(db: Db, values: typeof payoutAccounts.$inferInsert) {
  const rows = await db.insert(payoutAccounts).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function deleteAccount(db: Db, merchantId: number, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(payoutAccounts)
    .where(and(eq(payoutAccounts.merchantId, merchantId), eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.id, id)))
    .returning({ id: payoutAccounts.id });
  return rows.length > 0;
}

/** Serialises one member's account additions (the count limit), distinct from the withdrawal lock by its first key. */
export async function lockMemberAccounts(db: Db, merchantId: number, memberId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${-merchantId}::integer, ${memberId}::integer)`);
}
