import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, vipStatusSchema, type VipStatus } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

/** GET API.vipStatus: the member's level, lifetime turnover and the next level. */
export function fetchVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiGet(API.vipStatus, { signal, schema: vipStatusSchema });
}

/** Read again each time the sidebar or the member centre opens: turnover grows with every round played. */
export const vipStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['vipStatus', token] as const, queryFn: ({ signal }) => fetchVipStatus(signal), staleTime: 0, retry: false });

/** The signed-in member's VIP status; `wanted` false (an agent, who does not play) skips the call. */
export function useVipStatus(wanted = true) {
  const session = useSession();
  return useQuery({ ...vipStatusQueryOptions(session?.token ?? ''), enabled: session !== null && wanted });
}
