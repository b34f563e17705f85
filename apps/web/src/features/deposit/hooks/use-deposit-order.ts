import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@app/contract';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { fetchDepositOrder } from '../api/deposit-order';

/** How often a pending charge is asked about; the PSP's webhook credits it on the server meanwhile. */
export const DEPOSIT_POLL_MS = 2000;

/**
 * The live state of a charge: polled every 2 s while pending, then left
 * alone. When it turns paid the wallet refetches, so the header and the
 * sidebar show the new balance without a reload.
 */
export function useDepositOrder(initial: DepositOrder) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['depositOrder', initial.orderNo],
    queryFn: ({ signal }) => fetchDepositOrder(initial.orderNo, signal),
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const status = query.data.status;
  useEffect(() => {
    if (status === 'paid') void invalidateWallet(client);
  }, [status, client]);
  return query.data;
}
