import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { ledgerEntriesView } from '../ledger/ledger.views.js';
import type { DepositRow, DepositStatusValue } from './deposits.repository.js';
import { depositOrders } from './payments.tables.js';

export interface DepositFilter {
  merchantId: number;
  status?: DepositStatusValue | undefined;
  memberId?: number | undefined;
  /** Creation time, [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  offset: number;
  limit: number;
}

/** One page of orders, newest first, and how many match (a member's through deposit_orders_member_idx). */
export async function listDeposits(db: Db, f: DepositFilter): Promise<{ rows: DepositRow[]; total: number }> {
  const t = depositOrders;
  const where = and(
    eq(t.merchantId, f.merchantId),
    f.status ? eq(t.status, f.status) : undefined,
    f.memberId === undefined ? undefined : eq(t.memberId, f.memberId),
    f.from ? gte(t.createdAt, f.from) : undefined,
    f.to ? lt(t.createdAt, f.to) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).offset(f.offset).limit(f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** An order with what the ledger credited for it (null: nothing). */
export interface CreditedOrder {
  merchantId: number;
  memberId: number;
  orderNo: string;
  txid: string;
  status: DepositStatusValue;
  amount: bigint;
  paidAt: Date | null;
  endToEndId: string | null;
  ledgerAmount: bigint | null;
  creditedAt: Date | null;
}

type OrderRow = {
  merchant_id: number;
  member_id: number;
  order_no: string;
  txid: string;
  status: DepositStatusValue;
  amount: string;
  paid_at: string | Date | null;
  end_to_end_id: string | null;
  ledger_amount: string | null;
  credited_at: string | Date | null;
};

const toOrder = (r: OrderRow): CreditedOrder => ({
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  orderNo: r.order_no,
  txid: r.txid,
  status: r.status,
  amount: BigInt(r.amount),
  paidAt: r.paid_at === null ? null : new Date(r.paid_at),
  endToEndId: r.end_to_end_id,
  ledgerAmount: r.ledger_amount === null ? null : BigInt(r.ledger_amount),
  creditedAt: r.credited_at === null ? null : new Date(r.credited_at),
});

/** Orders with their ledger credit (the credit entry of the order's transfer, read by the entries' transfer index). */
async function ordersWithCredits(db: Db, merchantId: number, where: SQL): Promise<CreditedOrder[]> {
  const result = await db.execute(sql`
    select d.merchant_id, d.member_id, d.order_no, d.txid, d.status, d.amount::text as amount, d.paid_at, d.end_to_end_id,
      c.amount::text as ledger_amount, c.created_at as credited_at
    from deposit_orders d
    left join lateral (
      select e.amount, e.created_at from ${ledgerEntriesView(merchantId)} e
      where e.transfer_id = d.ledger_transfer_id and e.amount > 0
    ) c on true
    where ${where}`);
  return rowsOf<OrderRow>(result).map(toOrder);
}

/** The orders of these charges, whichever merchant's (the PSP's list names no merchant). */
export function ordersOfTxids(db: Db, merchantId: number, txids: string[]): Promise<CreditedOrder[]> {
  if (!txids.length) return Promise.resolve([]);
  const list = sql.join(
    txids.map((txid) => sql`${txid}`),
    sql`, `,
  );
  return ordersWithCredits(db, merchantId, sql`d.txid in (${list})`);
}

/** A charge is paid within this long of its order (its lifetime is at most a day; a late webhook, days). */
const PAID_WITHIN_MS = 7 * 86_400_000;

/** The merchant's orders marked paid in [from, to), found through deposit_orders_pending_idx (status, created_at). */
export function paidBetween(db: Db, merchantId: number, from: Date, to: Date): Promise<CreditedOrder[]> {
  return ordersWithCredits(
    db,
    merchantId,
    sql`d.status = 'paid' and d.created_at >= ${new Date(from.getTime() - PAID_WITHIN_MS)} and d.created_at < ${to}
      and d.merchant_id = ${merchantId} and d.paid_at >= ${from} and d.paid_at < ${to}`,
  );
}
