import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { balanceAdjustments } from './adjustments.tables.js';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type AdjustmentStatusValue = AdjustmentRow['status'];

export async function insertAdjustment(db: Db, values: typeof balanceAdjustments.$inferInsert): Promise<AdjustmentRow> {
  const rows = await db.insert(balanceAdjustments).values(values).returning();
  if (!rows[0]) throw new Error('adjustment insert returned nothing');
  return rows[0];
}

export async function findAdjustment(db: Db, merchantId: number, id: number): Promise<AdjustmentRow | undefined> {
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.id, id)));
  return rows[0];
}

/** Moves a pending adjustment on; the row stays locked until the transaction ends, so of two deciders one wins. */
export async function decidePending(db: Db, id: number, changes: Partial<AdjustmentRow>): Promise<AdjustmentRow | undefined> {
  const rows = await db
    .update(balanceAdjustments)
    .set(changes)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .returning();
  return rows[0];
}

export async function setTransfer(db: Db, id: number, transferId: number): Promise<AdjustmentRow> {
  const rows = await db.update(balanceAdjustments).set({ transferId }).where(eq(balanceAdjustments.id, id)).returning();
  if (!rows[0]) throw new Error(`adjustment ${id} vanished`);
  return rows[0];
}

export interface AdjustmentFilter {
  merchantId: number;
  status?: AdjustmentStatusValue | undefined;
  memberId?: number | undefined;
  requestedById?: number | undefined;
  offset: number;
  limit: number;
}

/** Newest first, each with its member's username (balance_adjustments_status_idx / _member_idx serve the filters). */
export async function listAdjustments(db: Db, f: AdjustmentFilter) {
  const t = balanceAdjustments;
  const where = and(
    eq(t.merchantId, f.merchantId),
    f.status ? eq(t.status, f.status) : undefined,
    f.memberId ? eq(t.memberId, f.memberId) : undefined,
    f.requestedById ? eq(t.requestedById, f.requestedById) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db.select().from(t).where(where).orderBy(desc(t.id)).offset(f.offset).limit(f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Usernames of the given members (one query). */
export async function usernamesOf(db: Db, merchantId: number, memberIds: number[]): Promise<Map<number, string>> {
  if (!memberIds.length) return new Map();
  const ids = sql.join(
    [...new Set(memberIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`select m.id, m.username from ${membersView(merchantId)} m where m.id in (${ids})`);
  return new Map(rowsOf<{ id: number; username: string }>(result).map((r) => [Number(r.id), r.username]));
}
