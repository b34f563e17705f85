import { formatMinor, type Language, type WithdrawalDetail } from '@app/contract';
import * as rounds from '../ledger/ledger-rounds.js';
import * as members from '../members/members.service.js';
import * as deposits from './deposits.repository.js';
import type { PaymentsDeps } from './payments.deps.js';
import { flagDetails } from './withdrawal-risk.js';
import { findWithdrawal, reviewOne } from './withdrawal-review.js';
import type { WithdrawalRow } from './withdrawals.repository.js';

/**
 * Where the payout stands at the PSP, asked now. A pending or rejected withdrawal was never sent; an approved one
 * the PSP does not know was not sent yet (the re-drive sends it). When the PSP cannot be read, what we recorded.
 */
async function payoutProgress(deps: PaymentsDeps, row: WithdrawalRow): Promise<WithdrawalDetail['payout']> {
  if (row.status === 'pending' || row.status === 'rejected') return { status: 'not_sent', endToEndId: null, reason: null };
  try {
    const known = await deps.payouts.status(row.orderNo);
    if (!known) return { status: 'not_sent', endToEndId: null, reason: null };
    if (known.status === 'paid') return { status: 'paid', endToEndId: known.endToEndId, reason: null };
    if (known.status === 'failed') return { status: 'failed', endToEndId: null, reason: known.reason };
    return { status: 'processing', endToEndId: null, reason: null };
  } catch (error) {
    deps.log.warn({ err: error, orderNo: row.orderNo }, 'payout status unreadable at the PSP');
    return { status: 'unknown', endToEndId: row.endToEndId, reason: row.reason };
  }
}

/** GET /wps/operator/withdrawals/:orderNo/detail: everything an operator weighs before deciding. */
export async function withdrawalDetail(
  deps: PaymentsDeps,
  merchantId: number,
  orderNo: string,
  language: Language,
): Promise<WithdrawalDetail> {
  const row = await findWithdrawal(deps, merchantId, orderNo);
  const [withdrawal, account, recentDeposits, recentRounds, payout] = await Promise.all([
    reviewOne(deps, row),
    members.accountDetails(deps, merchantId, row.memberId),
    deposits.listByMember(deps.db, merchantId, row.memberId, 10),
    rounds.listRounds(deps, { merchantId, memberId: row.memberId, offset: 0, limit: 20 }),
    payoutProgress(deps, row),
  ]);
  return {
    withdrawal,
    member: {
      id: row.memberId,
      username: account?.username ?? withdrawal.username,
      nickname: account?.nickname ?? null,
      cpf: account?.idNumber ?? null,
      registeredAt: account?.createdAt.toISOString() ?? '',
      cashBalance: withdrawal.cashBalance,
    },
    deposits: recentDeposits.map((d) => ({
      orderNo: d.orderNo,
      amount: formatMinor(d.amount),
      status: d.status,
      createdAt: d.createdAt.toISOString(),
      paidAt: d.paidAt?.toISOString() ?? null,
    })),
    rounds: recentRounds.rows.map((r) => ({
      roundId: r.roundId,
      vendor: r.vendor,
      gameCode: r.gameCode,
      status: r.status,
      stake: formatMinor(r.stake),
      win: formatMinor(r.win),
      createdAt: r.createdAt.toISOString(),
    })),
    flags: await flagDetails(deps, row, withdrawal.flags, language),
    firstApproval: withdrawal.firstApproval,
    payout,
  };
}
