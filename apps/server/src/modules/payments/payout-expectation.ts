import { PIX_PAYOUT_MINUTES, WITHDRAWAL_REVIEW_MINUTES, type PayoutExpectation } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { profileRequires } from './own-account.js';
import { deadlineOf } from './payout-deadline.js';
import * as repo from './withdrawals.repository.js';

/*
 * When the member is told a waiting withdrawal will be paid (the rules are in the contract's payout-expectation.ts).
 * Computed at each read from the row's times, like the back office's lateness, so it never disagrees with the clock.
 */

const MINUTE_MS = 60_000;

type Timed = Pick<repo.WithdrawalRow, 'status' | 'createdAt' | 'updatedAt'>;

/** Null once the withdrawal no longer waits (paid, rejected, failed). */
export function expectationOf(row: Timed, legalDeadline: boolean, now: number): PayoutExpectation | null {
  if (row.status !== 'pending' && row.status !== 'approved') return null;
  if (legalDeadline) {
    const { payBy, late } = deadlineOf(row, true, now);
    if (payBy) return { expectedBy: payBy, overdue: late };
  }
  // An approved row's updatedAt is its approval: nothing else writes it until the payout's result does.
  const due =
    row.status === 'pending'
      ? row.createdAt.getTime() + WITHDRAWAL_REVIEW_MINUTES * MINUTE_MS
      : row.updatedAt.getTime() + PIX_PAYOUT_MINUTES * MINUTE_MS;
  return { expectedBy: new Date(due).toISOString(), overdue: now >= due };
}

export interface ExpectationDeps {
  db: Db;
  clock: Clock;
}

/** The member's waiting withdrawals among `orderNos`, by order number (the account record's pending rows). */
export async function waitingExpectations(
  deps: ExpectationDeps,
  merchantId: number,
  memberId: number,
  orderNos: string[],
): Promise<Map<string, PayoutExpectation>> {
  const found = new Map<string, PayoutExpectation>();
  if (orderNos.length === 0) return found;
  const [rows, legal] = await Promise.all([
    repo.listByOrderNos(deps.db, merchantId, memberId, orderNos),
    profileRequires(deps, merchantId, 'payout_deadline'),
  ]);
  const now = deps.clock();
  for (const row of rows) {
    const expected = expectationOf(row, legal, now);
    if (expected) found.set(row.orderNo, expected);
  }
  return found;
}
