import { formatMinor, type BackofficeDeposit, type OperatorDepositsQuery } from '@app/contract';
import { listDb } from '../../infra/deps.js';
import { listDeposits } from './deposit-review.repository.js';
import { memberOfFilter } from './member-filter.js';
import type { PaymentsDeps } from './payments.deps.js';
import { memberIdentities } from './withdrawal-review.repository.js';

/**
 * GET /wps/operator/deposits: one page, newest first, each with its member's username and the PSP's ids. A list to
 * look through, read on readDb; crediting, returning and reconciling a deposit read the primary.
 */
export async function reviewDeposits(
  deps: PaymentsDeps,
  merchantId: number,
  query: OperatorDepositsQuery,
): Promise<{ list: BackofficeDeposit[]; total: number }> {
  const memberId = await memberOfFilter(deps, merchantId, query);
  if (memberId === null) return { list: [], total: 0 };
  const { rows, total } = await listDeposits(listDb(deps), {
    merchantId,
    status: query.status,
    memberId,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const who = await memberIdentities(
    listDb(deps),
    merchantId,
    rows.map((r) => r.memberId),
  );
  const list = rows.map((row) => ({
    orderNo: row.orderNo,
    amount: formatMinor(row.amount),
    status: row.status,
    brCode: row.brCode ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    memberId: row.memberId,
    username: who.get(row.memberId)?.username ?? '',
    txid: row.txid,
    endToEndId: row.endToEndId,
    returnReason: row.returnReason ?? null,
    payerCpf: row.payerCpf,
    returnError: row.returnError,
  }));
  return { list, total };
}
