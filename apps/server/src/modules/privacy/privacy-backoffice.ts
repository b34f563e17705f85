import { formatMinor, type PrivacyRequestDetail, type PrivacyRequestsQuery } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import { closureRefusals, closureStanding } from './closure-rules.js';
import type { PrivacyDeps } from './privacy.deps.js';
import { backofficeRequestView } from './privacy-view.js';
import { usernamesOf } from './privacy-sources.repository.js';
import * as repo from './privacy.repository.js';
import { retentionTable } from './retention-rules.js';

/** The back office's list: a page of the merchant's requests, newest first, with each member's username. */
export async function listRequests(deps: PrivacyDeps, merchantId: number, query: PrivacyRequestsQuery) {
  const { rows, total } = await repo.listRequests(deps.db, merchantId, query);
  const names = await usernamesOf(deps.db, merchantId, [...new Set(rows.map((r) => r.memberId))]);
  return { list: rows.map((row) => backofficeRequestView(row, names.get(row.memberId) ?? null)), total };
}

/**
 * One request with what the operator decides on: the member's status and money now, what would refuse processing
 * a pending closure, and the retention rules processing applies.
 */
export async function requestDetail(deps: PrivacyDeps, merchantId: number, id: number): Promise<PrivacyRequestDetail> {
  const row = await repo.findRequest(deps.db, merchantId, id);
  if (!row) throw new AppError('privacy.request.not.found');
  const key = { merchantId, memberId: row.memberId };
  const [member, standing] = await Promise.all([members.findById(deps, merchantId, row.memberId), closureStanding(deps, key)]);
  const blockers = row.kind === 'closure' && row.status === 'pending' ? closureRefusals(standing).map((e) => e.code) : [];
  return {
    request: backofficeRequestView(row, member?.username ?? null),
    member: {
      status: member?.status ?? 'unknown',
      balance: formatMinor(standing.balance),
      bonus: formatMinor(standing.bonus),
      pendingWithdrawals: standing.pendingWithdrawals,
    },
    blockers,
    retention: retentionTable(),
  };
}
