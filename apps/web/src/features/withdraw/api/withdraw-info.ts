import { API, withdrawInfoSchema, type WithdrawInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.withdrawInfo: withdrawable cash, limits, payout accounts, whether a payment password is asked. */
export function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return apiGet(API.withdrawInfo, { signal, schema: withdrawInfoSchema });
}

export const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: ['withdrawInfo'] as const, queryFn: ({ signal }) => fetchWithdrawInfo(signal) });

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions());
}
