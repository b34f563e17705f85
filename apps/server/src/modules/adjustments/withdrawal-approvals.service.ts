import type { Db } from '../../db/client.js';
import * as repo from './withdrawal-approvals.repository.js';

/*
 * The first approvals of large withdrawals (four eyes). The payments module decides withdrawals and calls these;
 * the table lives here with the other four-eyes records of the back office.
 */

export interface WithdrawalApproval {
  withdrawalId: number;
  operatorId: number;
  operatorName: string;
  at: Date;
}

/** The first approval of each of the given withdrawals that has one. */
export async function firstApprovalsOf(db: Db, merchantId: number, withdrawalIds: number[]): Promise<Map<number, WithdrawalApproval>> {
  const rows = await repo.findApprovals(db, merchantId, [...new Set(withdrawalIds)]);
  return new Map(rows.map((r) => [r.withdrawalId, r]));
}

/**
 * Records `approval` as the withdrawal's first, unless another operator's came first: then that one is returned
 * with `recorded: false` (this approval may be the second).
 */
export async function recordFirstApproval(
  db: Db,
  merchantId: number,
  approval: WithdrawalApproval,
): Promise<{ recorded: boolean; first: WithdrawalApproval }> {
  const inserted = await repo.insertApproval(db, { ...approval, merchantId });
  if (inserted) return { recorded: true, first: inserted };
  const existing = (await firstApprovalsOf(db, merchantId, [approval.withdrawalId])).get(approval.withdrawalId);
  if (!existing) throw new Error(`approval of withdrawal ${approval.withdrawalId} vanished`);
  return { recorded: false, first: existing };
}
