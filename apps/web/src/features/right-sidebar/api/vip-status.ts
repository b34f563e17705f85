import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, vipStatusSchema, type VipStatus } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';

/** GET API.vipStatus: the member's level, lifetime turnover and the next level. */
export function fetchVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiGet(API.vipStatus, { signal, schema: vipStatusSchema });
}

/** Read again each time the sidebar opens: turnover grows with every round played. */
export const vipStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['vipStatus', token] as const, queryFn: ({ signal }) => fetchVipStatus(signal), staleTime: 0, retry: false });

export function useVipStatus() {
  const session = useSession();
  return useQuery({ ...vipStatusQueryOptions(session?.token ?? ''), enabled: session !== null });
}
