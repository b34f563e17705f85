import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, depositOrderSchema, type DepositOrder } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';

/** How often a pending charge is asked about; the PSP's webhook credits it on the server meanwhile. */
export const DEPOSIT_POLL_MS = 2000;

/** GET API.depositOrder: the charge's current state. */
export function fetchDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return apiGet(API.depositOrder.replace(':orderNo', encodeURIComponent(orderNo)), { signal, schema: depositOrderSchema });
}

/** Polled every 2 s while pending or being returned to its payer, then left alone. */
export const depositOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: ['depositOrder', orderNo] as const,
    queryFn: ({ signal }) => fetchDepositOrder(orderNo, signal),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' || q.state.data?.status === 'returning' ? DEPOSIT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/**
 * The live state of a charge, starting from the answer that opened it. When
 * it turns paid the wallet refetches, so the header and the sidebar show the
 * new balance without a reload.
 */
export function useDepositOrder(initial: DepositOrder) {
  const client = useQueryClient();
  const query = useQuery({ ...depositOrderQueryOptions(initial.orderNo), initialData: initial, initialDataUpdatedAt: Date.now() });
  const status = query.data.status;
  useEffect(() => {
    if (status === 'paid') void invalidateWallet(client);
  }, [status, client]);
  return query.data;
}
