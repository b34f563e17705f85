import { formatMinor, type MemberWithdrawal, type Withdrawal, type WithdrawInfo } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { SessionContext } from '../auth/auth.service.js';
import * as members from '../members/members.service.js';
import { CURRENCIES, memberAccount } from '../ledger/ledger-accounts.js';
import { checkAmount, dailyRemaining, startOfBrazilDay } from './limits.js';
import { newOrderNo, requireMoneyMember } from './member-rules.js';
import type { PaymentsDeps } from './payments.deps.js';
import { findAccount, listAccounts } from './payout-accounts.service.js';
import { profileRequires } from './own-account.js';
import { expectationOf } from './payout-expectation.js';
import { maskPixKey } from './pix-keys.js';
import { withdrawalLimitsOf } from './withdrawal-limits.js';
import * as repo from './withdrawals.repository.js';

export const toWithdrawal = (row: repo.WithdrawalRow): Withdrawal => ({
  orderNo: row.orderNo,
  amount: formatMinor(row.amount),
  status: row.status,
  pixKeyMasked: maskPixKey(row.pixKeyType, row.pixKey),
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Withdrawable = cash only: bonus money and money already held for a withdrawal are not. */
const cashOf = async (deps: PaymentsDeps, session: SessionContext) =>
  (await deps.ledger.memberBalances(session.merchantId, session.memberId, CURRENCIES.real)).get('cash') ?? 0n;

export async function withdrawInfo(deps: PaymentsDeps, session: SessionContext): Promise<WithdrawInfo> {
  const [limits, cash, used, password, accounts] = await Promise.all([
    withdrawalLimitsOf(deps, session.merchantId),
    cashOf(deps, session),
    repo.sumSince(deps.db, session.merchantId, session.memberId, startOfBrazilDay(deps.clock())),
    members.paymentPasswordOf(deps, session.memberId),
    listAccounts(deps, session),
  ]);
  return {
    currency: CURRENCIES.real,
    withdrawable: formatMinor(cash),
    minAmount: formatMinor(limits.minAmount),
    maxAmount: formatMinor(limits.maxAmount),
    dailyMax: formatMinor(limits.dailyMax),
    dailyRemaining: formatMinor(dailyRemaining(limits, used)),
    needsPaymentPassword: Boolean(password?.paymentPasswordHash),
    accounts,
  };
}

export interface WithdrawInput {
  accountId: number;
  amount: bigint;
  paymentPassword?: string | undefined;
  requestId: string;
}

async function checkPaymentPassword(deps: PaymentsDeps, memberId: number, given: string | undefined): Promise<void> {
  const stored = await members.paymentPasswordOf(deps, memberId);
  if (!stored?.paymentPasswordHash) return;
  if (!given) throw new AppError('payment.password.required');
  if ((await deps.verifyPaymentPassword(memberId, given)) === 'incorrect') throw new AppError('payment.password.incorrect');
}

/**
 * A withdrawal request: the amount moves from cash to the withdrawal hold in
 * the same transaction that records the request, under a per-member lock so
 * the daily total is checked against committed requests only. The ledger
 * refuses a hold above the cash balance, so concurrent requests can never
 * hold more than there is. The same requestId returns the first answer.
 */
export async function requestWithdrawal(deps: PaymentsDeps, session: SessionContext, input: WithdrawInput): Promise<Withdrawal> {
  requireMoneyMember(session);
  const { merchantId, memberId } = session;
  const earlier = await repo.findByRequest(deps.db, merchantId, memberId, input.requestId);
  if (earlier) {
    if (earlier.amount !== input.amount || earlier.accountId !== input.accountId) throw new AppError('idempotency.conflict');
    return toWithdrawal(earlier);
  }
  const account = await findAccount(deps, session, input.accountId);
  if (!account) throw new AppError('payout.account.not.found');
  await checkPaymentPassword(deps, memberId, input.paymentPassword);
  const limits = await withdrawalLimitsOf(deps, merchantId);
  const cash = memberAccount(memberId, 'cash');
  const hold = memberAccount(memberId, 'withdraw_hold');
  await deps.ledger.prepareAccounts(merchantId, CURRENCIES.real, [cash, hold]);
  const row = await deps.ledger.inTransaction(async (tx) => {
    await repo.lockMember(tx, merchantId, memberId);
    const again = await repo.findByRequest(tx, merchantId, memberId, input.requestId);
    if (again) return again;
    const now = deps.clock();
    checkAmount(input.amount, limits, await repo.sumSince(tx, merchantId, memberId, startOfBrazilDay(now)));
    const orderNo = newOrderNo('W', now);
    const held = await deps.ledger.transfer(
      {
        merchantId,
        currency: CURRENCIES.real,
        debit: cash,
        credit: hold,
        amount: input.amount,
        code: 'withdraw_hold',
        idempotencyKey: `withdraw:${merchantId}:${memberId}:${input.requestId}`,
        reference: orderNo,
      },
      tx,
    );
    return repo.insertWithdrawal(tx, {
      merchantId,
      memberId,
      orderNo,
      requestId: input.requestId,
      accountId: account.id,
      pixKeyType: account.pixKeyType,
      pixKey: account.pixKey,
      holderName: account.holderName,
      holderCpf: account.holderCpf,
      amount: input.amount,
      holdTransferId: held.transferId,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
  });
  if (row.amount !== input.amount || row.accountId !== input.accountId) throw new AppError('idempotency.conflict');
  return toWithdrawal(row);
}

/** The member's withdrawals, newest first, each waiting one with when it is expected to be paid. */
export async function listWithdrawals(deps: PaymentsDeps, session: SessionContext, limit = 50): Promise<MemberWithdrawal[]> {
  const [rows, legal] = await Promise.all([
    repo.listByMember(deps.db, session.merchantId, session.memberId, limit),
    profileRequires(deps, session.merchantId, 'payout_deadline'),
  ]);
  const now = deps.clock();
  return rows.map((row) => ({ ...toWithdrawal(row), expected: expectationOf(row, legal, now) }));
}
