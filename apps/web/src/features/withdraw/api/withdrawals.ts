import { API, memberWithdrawalSchema, type MemberWithdrawal } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { listOf } from '../../../lib/api/list-parser';

const items = listOf(memberWithdrawalSchema);
/** While one is on its way, ask again now and then: the operator's decision shows up without a reload. */
const OPEN_POLL_MS = 5000;

/** GET API.withdrawals, newest first. Accepts a bare list or a page ({list, …}). */
export function fetchWithdrawals(signal?: AbortSignal): Promise<MemberWithdrawal[]> {
  return apiGet(API.withdrawals, {
    signal,
    schema: {
      parse: (value) => items.parse(Array.isArray(value) ? value : (value as { list?: unknown } | null)?.list),
    },
  });
}

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawals'] as const,
    queryFn: ({ signal }) => fetchWithdrawals(signal),
    refetchInterval: (q) => (q.state.data?.some((w) => w.status === 'pending' || w.status === 'approved') ? OPEN_POLL_MS : false),
  });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
