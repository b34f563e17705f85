import { formatMinor, parseMoney, type BackofficeWithdrawal, type OperatorWithdrawalsQuery, type WithdrawalRiskFlag } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { listDb } from '../../infra/deps.js';
import { firstApprovalsOf } from '../adjustments/withdrawal-approvals.service.js';
import { memberOfFilter } from './member-filter.js';
import { profileRequires } from './own-account.js';
import { deadlineOf, lateBefore } from './payout-deadline.js';
import type { PaymentsDeps } from './payments.deps.js';
import * as review from './withdrawal-review.repository.js';
import { RISK_WINDOWS } from './withdrawal-risk.repository.js';
import * as repo from './withdrawals.repository.js';
import { toWithdrawal } from './withdrawals.service.js';

/*
 * The back office's withdrawal queue: each withdrawal with whose it is (username, names, CPF), the whole payout
 * key, the member's cash now, the risk flags, where its four eyes stand and whether its payout is late.
 */

/** Withdrawals in the back office's shape, flags given by the caller (computed in SQL with the page). */
export async function toBackoffice(
  deps: PaymentsDeps,
  merchantId: number,
  rows: repo.WithdrawalRow[],
  flags: Map<number, WithdrawalRiskFlag[]>,
): Promise<BackofficeWithdrawal[]> {
  const memberIds = rows.map((r) => r.memberId);
  const [identities, balances, approvals, deadline] = await Promise.all([
    review.memberIdentities(deps.db, merchantId, memberIds),
    review.cashBalances(deps.db, merchantId, memberIds),
    firstApprovalsOf(
      deps.db,
      merchantId,
      rows.map((r) => r.id),
    ),
    profileRequires(deps, merchantId, 'payout_deadline'),
  ]);
  return rows.map((row) => {
    const who = identities.get(row.memberId);
    const first = approvals.get(row.id);
    const needsTwoApprovals = row.amount > deps.withdrawalApprovalAbove;
    return {
      ...toWithdrawal(row),
      memberId: row.memberId,
      pixKeyType: row.pixKeyType,
      holderName: row.holderName,
      username: who?.username ?? '',
      memberName: who?.payeeName ?? who?.nickname ?? null,
      cpf: who?.cpf ?? null,
      pixKey: row.pixKey,
      holderCpf: row.holderCpf,
      cashBalance: formatMinor(balances.get(row.memberId) ?? 0n),
      flags: flags.get(row.id) ?? [],
      needsTwoApprovals,
      firstApproval: first ? { operatorId: first.operatorId, operatorName: first.operatorName, at: first.at.toISOString() } : null,
      awaitingSecondApproval: needsTwoApprovals && row.status === 'pending' && first !== undefined,
      ...deadlineOf(row, deadline, deps.clock()),
    };
  });
}

const loginsSince = (deps: PaymentsDeps) => new Date(deps.clock() - RISK_WINDOWS.loginsMs);

/**
 * GET /wps/operator/withdrawals: one page, newest first, and how many match in all. The queue is read on readDb (its
 * cash balances too: shown, never decided on); a decision reads its withdrawal again on the primary, in its transaction.
 */
export async function reviewWithdrawals(deps: PaymentsDeps, merchantId: number, query: OperatorWithdrawalsQuery) {
  const reading = { ...deps, db: listDb(deps) };
  const memberId = await memberOfFilter(deps, merchantId, query);
  if (memberId === null) return { list: [], total: 0 };
  const lateOnly = query.late === 'true';
  // Without a payout deadline nothing is ever late.
  if (lateOnly && !(await profileRequires(deps, merchantId, 'payout_deadline'))) return { list: [], total: 0 };
  const { page, total } = await review.flaggedPage(reading.db, {
    merchantId,
    status: query.status,
    memberId,
    minAmount: query.minAmount === undefined ? undefined : parseMoney(query.minAmount),
    maxAmount: query.maxAmount === undefined ? undefined : parseMoney(query.maxAmount),
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    flaggedOnly: query.flagged === 'true',
    lateBefore: lateOnly ? lateBefore(deps.clock()) : undefined,
    loginsSince: loginsSince(deps),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const byId = new Map(
    (
      await review.findByIds(
        reading.db,
        page.map((p) => p.id),
      )
    ).map((r) => [r.id, r]),
  );
  const rows = page.map((p) => byId.get(p.id)).filter((r): r is repo.WithdrawalRow => r !== undefined);
  return { list: await toBackoffice(reading, merchantId, rows, new Map(page.map((p) => [p.id, p.flags]))), total };
}

/** One withdrawal in the back office's shape, its flags computed as the list computes them. */
export async function reviewOne(deps: PaymentsDeps, row: repo.WithdrawalRow): Promise<BackofficeWithdrawal> {
  const { page } = await review.flaggedPage(deps.db, {
    merchantId: row.merchantId,
    id: row.id,
    flaggedOnly: false,
    loginsSince: loginsSince(deps),
    offset: 0,
    limit: 1,
  });
  const [item] = await toBackoffice(deps, row.merchantId, [row], new Map([[row.id, page[0]?.flags ?? []]]));
  return item!;
}

export async function findWithdrawal(deps: PaymentsDeps, merchantId: number, orderNo: string): Promise<repo.WithdrawalRow> {
  const row = await repo.findByOrderNo(deps.db, merchantId, orderNo);
  if (!row) throw new AppError('withdrawal.not.found');
  return row;
}
