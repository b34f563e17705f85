import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depositOrders } from './payments.tables.js';

export type DepositRow = typeof depositOrders.$inferSelect;
export type DepositStatusValue = DepositRow['status'];

/** Inserts unless the member already used this request id; returns the stored order and whether it is new. */
export async function insertOrder(db: Db, values: typeof depositOrders.$inferInsert): Promise<{ order: DepositRow; created: boolean }> {
  const inserted = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { order: inserted[0], created: true };
  const existing = await findByRequest(db, values.merchantId, values.memberId, values.requestId);
  if (!existing) throw new Error('deposit order conflict without a stored order');
  return { order: existing, created: false };
}

/** Serialises one member's new deposit orders until the transaction ends (the daily limit check). */
export async function lockMemberDeposits(db: Db, merchantId: number, memberId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit:${merchantId}`}::text), ${memberId}::integer)`);
}

export async function findByRequest(db: Db, merchantId: number, memberId: number, requestId: string) {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return rows[0];
}

export async function findByOrderNo(db: Db, merchantId: number, orderNo: string) {
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.orderNo, orderNo)));
  return rows[0];
}

/** By txid alone: the PSP's notices name no merchant. */
export async function findByTxid(db: Db, txid: string) {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.txid, txid));
  return rows[0];
}

export async function setBrCode(db: Db, id: number, brCode: string) {
  await db.update(depositOrders).set({ brCode }).where(eq(depositOrders.id, id));
}

/** Moves an order on only from the states given, so two writers cannot both win. */
export async function transition(db: Db, id: number, from: DepositStatusValue[], changes: Partial<DepositRow>) {
  const rows = await db
    .update(depositOrders)
    .set(changes)
    .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, from)))
    .returning();
  return rows[0];
}

/** What a member has deposited or has waiting since `since` (daily limit). */
export async function sumSince(db: Db, merchantId: number, memberId: number, since: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.memberId, memberId),
        gte(depositOrders.createdAt, since),
        inArray(depositOrders.status, ['pending', 'paid']),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

/** Pending and returning orders created since `since`, oldest first (reconciliation). */
export function listPending(db: Db, since: Date, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(and(inArray(depositOrders.status, ['pending', 'returning']), gte(depositOrders.createdAt, since)))
    .orderBy(depositOrders.createdAt)
    .limit(limit);
}

export function listForOperator(db: Db, merchantId: number, status: DepositStatusValue | undefined, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), status ? eq(depositOrders.status, status) : undefined))
    .orderBy(desc(depositOrders.createdAt))
    .limit(limit);
}

/** How many of the member's deposits have been credited (first-deposit promotions). */
export async function countPaid(db: Db, merchantId: number, memberId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid')));
  return rows[0]?.n ?? 0;
}

/** The member's first paid deposit (referral conditions). */
export async function firstPaid(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<{ amount: bigint; paidAt: Date | null } | undefined> {
  const rows = await db
    .select({ amount: depositOrders.amount, paidAt: depositOrders.paidAt })
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid')))
    .orderBy(depositOrders.paidAt)
    .limit(1);
  return rows[0];
}

/** The member's newest orders (the back office's withdrawal review). */
export function listByMember(db: Db, merchantId: number, memberId: number, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId)))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(limit);
}

/** The member's deposits paid in (after, until], newest first (a withdrawal's risk check). */
export function paidBetween(db: Db, merchantId: number, memberId: number, after: Date, until: Date) {
  return db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'paid'),
        gt(depositOrders.paidAt, after),
        lte(depositOrders.paidAt, until),
      ),
    )
    .orderBy(desc(depositOrders.paidAt));
}
