import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withdrawalApprovals } from './adjustments.tables.js';

export type WithdrawalApprovalRow = typeof withdrawalApprovals.$inferSelect;

export async function findApprovals(db: Db, merchantId: number, withdrawalIds: number[]): Promise<WithdrawalApprovalRow[]> {
  if (!withdrawalIds.length) return [];
  return db
    .select()
    .from(withdrawalApprovals)
    .where(and(eq(withdrawalApprovals.merchantId, merchantId), inArray(withdrawalApprovals.withdrawalId, withdrawalIds)));
}

/** Inserts the first approval unless one exists (one row per withdrawal); undefined when another was first. */
export async function insertApproval(db: Db, values: WithdrawalApprovalRow): Promise<WithdrawalApprovalRow | undefined> {
  const rows = await db.insert(withdrawalApprovals).values(values).onConflictDoNothing().returning();
  return rows[0];
}
