import { gateStatus, type SystemStatus } from '@app/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchSystemStatus } from './fetch-system-status';
import { readCachedStatus } from './status-cache';

export const systemStatusQueryKey = ['system', 'status'] as const;

/** While the site is open the status is re-checked now and then; a closed gate polls faster. */
export const STATUS_REFRESH_MS = 3 * 60_000;
export const STATUS_GATE_RECHECK_MS = 30_000;

export function refetchIntervalFor(data: SystemStatus | undefined): number {
  return data && gateStatus(data) === 0 ? STATUS_REFRESH_MS : STATUS_GATE_RECHECK_MS;
}

export const systemStatusQueryOptions = queryOptions({
  queryKey: systemStatusQueryKey,
  queryFn: ({ signal }) => fetchSystemStatus(signal),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchInterval: (query) => refetchIntervalFor(query.state.data),
});

/**
 * Puts the locally cached status into the query client before the first
 * render, so the app can render from it at once; being older than staleTime it
 * is refetched in the background as soon as the gate mounts.
 */
export function seedSystemStatus(client: QueryClient): void {
  const cached = readCachedStatus();
  if (cached) client.setQueryData(systemStatusQueryKey, cached.status, { updatedAt: cached.savedAt });
}
