import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withdrawals } from './payments.tables.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatusValue = WithdrawalRow['status'];

export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const rows = await db.insert(withdrawals).values(values).returning();
  if (!rows[0]) throw new Error('withdrawal insert returned nothing');
  return rows[0];
}

export async function findByRequest(db: Db, merchantId: number, memberId: number, requestId: string) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return rows[0];
}

export async function findByOrderNo(db: Db, merchantId: number, orderNo: string) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.orderNo, orderNo)));
  return rows[0];
}

/** Conditional on the current state: of two deciders only one moves the row. */
export async function transition(db: Db, id: number, from: WithdrawalStatusValue[], changes: Partial<WithdrawalRow>) {
  const rows = await db
    .update(withdrawals)
    .set(changes)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning();
  return rows[0];
}

/** Requested since `since` and not given back (daily limit). */
export async function sumSince(db: Db, merchantId: number, memberId: number, since: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, since),
        inArray(withdrawals.status, ['pending', 'approved', 'paid']),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

export function listByMember(db: Db, merchantId: number, memberId: number, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The member's withdrawals among these order numbers (others' are never returned). */
export function listByOrderNos(db: Db, merchantId: number, memberId: number, orderNos: string[]) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), inArray(withdrawals.orderNo, orderNos)));
}

export function listForOperator(db: Db, merchantId: number, status: WithdrawalStatusValue | undefined, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), status ? eq(withdrawals.status, status) : undefined))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** Approved but not finished before `before`: a payout whose result was lost (crash, PSP timeout). */
export function listStuckApproved(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'approved'), lt(withdrawals.updatedAt, before)))
    .orderBy(withdrawals.updatedAt)
    .limit(limit);
}

/** Serialises one member's withdrawal requests for the rest of the transaction (daily limit check, then hold). */
export async function lockMember(db: Db, merchantId: number, memberId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${merchantId}::integer, ${memberId}::integer)`);
}
