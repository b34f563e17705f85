import { formatMinor, type OperatorWithdrawal } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { actorRef, requireSecondEyes, type MoneyActor } from '../adjustments/four-eyes.js';
import { recordFirstApproval } from '../adjustments/withdrawal-approvals.service.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { payoutKeyRefusal } from './own-account.js';
import type { PaymentsDeps } from './payments.deps.js';
import type { PayoutRequest, PayoutResult } from './payout-provider.js';
import * as repo from './withdrawals.repository.js';
import { toWithdrawal } from './withdrawals.service.js';

/** What the audit log keeps of a withdrawal before an operator's decision. */
export const toOperatorWithdrawal = (row: repo.WithdrawalRow): OperatorWithdrawal => ({
  ...toWithdrawal(row),
  memberId: row.memberId,
  pixKeyType: row.pixKeyType,
  holderName: row.holderName,
});

/** Releases the hold back to cash and closes the withdrawal as `status`, together or not at all. */
async function closeWithRelease(deps: PaymentsDeps, row: repo.WithdrawalRow, status: 'rejected' | 'failed', reason: string | null) {
  await deps.ledger.prepareAccounts(row.merchantId, CURRENCIES.real, [
    memberAccount(row.memberId, 'withdraw_hold'),
    memberAccount(row.memberId, 'cash'),
  ]);
  const closed = await deps.ledger.inTransaction(async (tx) => {
    const closed = await repo.transition(tx, row.id, status === 'rejected' ? ['pending'] : ['approved'], {
      status,
      reason,
      updatedAt: new Date(deps.clock()),
    });
    if (!closed) return undefined;
    await deps.ledger.releaseHold(
      {
        merchantId: row.merchantId,
        holdTransferId: row.holdTransferId,
        idempotencyKey: `withdraw_release:${row.orderNo}`,
        code: 'withdraw_release',
        reference: row.orderNo,
      },
      tx,
    );
    return closed;
  });
  // Committed: a rejection and a payout the PSP refused both put the money back, and the member hears it once.
  if (closed) deps.notify?.({ merchantId: row.merchantId, memberId: row.memberId, kind: 'withdrawal_rejected', amount: row.amount });
  return closed;
}

/** The PSP paid: the held money leaves to the PSP's clearing account. */
async function settlePaid(deps: PaymentsDeps, row: repo.WithdrawalRow, endToEndId: string) {
  await deps.ledger.prepareAccounts(row.merchantId, CURRENCIES.real, [
    memberAccount(row.memberId, 'withdraw_hold'),
    houseAccount('psp.clearing'),
  ]);
  const paid = await deps.ledger.inTransaction(async (tx) => {
    const paid = await repo.transition(tx, row.id, ['approved'], { status: 'paid', endToEndId, updatedAt: new Date(deps.clock()) });
    if (!paid) return undefined;
    await deps.ledger.postHold(
      {
        merchantId: row.merchantId,
        holdTransferId: row.holdTransferId,
        idempotencyKey: `withdraw_settle:${row.orderNo}`,
        code: 'withdraw_settle',
        reference: row.orderNo,
        metadata: { endToEndId },
      },
      houseAccount('psp.clearing'),
      tx,
    );
    return paid;
  });
  if (paid) deps.notify?.({ merchantId: row.merchantId, memberId: row.memberId, kind: 'withdrawal_paid', amount: row.amount });
  return paid;
}

const payoutOf = (row: repo.WithdrawalRow): PayoutRequest => ({
  id: row.orderNo,
  pixKey: row.pixKey,
  pixKeyType: row.pixKeyType,
  amount: formatMinor(row.amount),
  holder: { name: row.holderName, cpf: row.holderCpf },
});

/**
 * Pays an approved withdrawal out and records the result. The payout is
 * idempotent by order number at the PSP, so running this again after a crash
 * or a timeout asks for the same payment and gets its first result. `resume`
 * (the re-drive) first reads what the PSP knows, and sends only when it never
 * received the payout.
 */
export async function drivePayout(
  deps: PaymentsDeps,
  row: repo.WithdrawalRow,
  options: { resume?: boolean } = {},
): Promise<repo.WithdrawalRow> {
  let result: PayoutResult;
  try {
    const known = options.resume ? await deps.payouts.status(row.orderNo) : null;
    // Not sent yet: under own-account rules the key's owner is asked again, right before the money leaves.
    const refused = known ? null : await payoutKeyRefusal(deps, row);
    result = known ?? refused ?? (await deps.payouts.send(payoutOf(row)));
  } catch (error) {
    // Unknown outcome, or the key's owner could not be looked up: stay approved; the re-drive job asks again with the same id.
    deps.log.error({ err: error, orderNo: row.orderNo }, 'PIX payout call failed; will retry');
    return row;
  }
  // Still settling at the PSP: the withdrawal stays approved and the re-drive asks again.
  if (result.status === 'processing') return row;
  const done =
    result.status === 'paid' ? await settlePaid(deps, row, result.endToEndId) : await closeWithRelease(deps, row, 'failed', result.reason);
  return done ?? (await repo.findByOrderNo(deps.db, row.merchantId, row.orderNo)) ?? row;
}

/**
 * Four eyes above the threshold: true when this approval was recorded as the first (the withdrawal stays pending
 * for another operator), false when another operator's first approval is there and this one is the second. Both
 * must be signed-in operators, and different ones.
 */
async function recordedAsFirst(deps: PaymentsDeps, row: repo.WithdrawalRow, actor: MoneyActor): Promise<boolean> {
  const operatorId = requireSecondEyes(actor, null);
  if (row.status !== 'pending') throw new AppError('withdrawal.state.invalid');
  const approval = { withdrawalId: row.id, operatorId, operatorName: actorRef(actor).name, at: new Date(deps.clock()) };
  const { recorded, first } = await recordFirstApproval(deps.db, row.merchantId, approval);
  if (recorded) return true;
  requireSecondEyes(actor, first.operatorId);
  return false;
}

/**
 * approve → approved → payout → paid or failed; reject → rejected. Anything but pending answers 409. Above
 * WITHDRAWAL_APPROVAL_ABOVE the first approval only records itself; the second, by another operator, pays out.
 * Of two approvals at once, one moves the row to approved: the payout is asked for once.
 */
export async function decideWithdrawal(
  deps: PaymentsDeps,
  row: repo.WithdrawalRow,
  decision: 'approve' | 'reject',
  actor: MoneyActor,
  reason?: string,
): Promise<repo.WithdrawalRow> {
  if (decision === 'reject') {
    const rejected = await closeWithRelease(deps, row, 'rejected', reason ?? null);
    if (!rejected) throw new AppError('withdrawal.state.invalid');
    return rejected;
  }
  if (row.amount > deps.withdrawalApprovalAbove && (await recordedAsFirst(deps, row, actor))) return row;
  const approved = await repo.transition(deps.db, row.id, ['pending'], {
    status: 'approved',
    reason: reason ?? null,
    updatedAt: new Date(deps.clock()),
  });
  if (!approved) throw new AppError('withdrawal.state.invalid');
  return drivePayout(deps, approved);
}

const STUCK_AFTER_MS = 30_000;

/** Approved withdrawals whose payout result never got recorded (crash, PSP timeout) or still settles at the PSP are driven again. */
export async function redriveApproved(deps: PaymentsDeps): Promise<number> {
  const stuck = await repo.listStuckApproved(deps.db, new Date(deps.clock() - STUCK_AFTER_MS), 50);
  for (const row of stuck) await drivePayout(deps, row, { resume: true });
  return stuck.length;
}
