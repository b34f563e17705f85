import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session-store';
import { fetchVipStatus } from '../api/vip-status';

/** Read again each time the sidebar opens: turnover grows with every round played. */
export function useVipStatus() {
  const session = useSession();
  return useQuery({
    queryKey: ['vipStatus', session?.token ?? ''],
    queryFn: ({ signal }) => fetchVipStatus(signal),
    enabled: session !== null,
    staleTime: 0,
    retry: false,
  });
}
