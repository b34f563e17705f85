import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@app/contract';
import { systemStatusQueryOptions } from './status-query';

/** The full status query (used by the gate). */
export function useSystemStatusQuery() {
  return useQuery(systemStatusQueryOptions);
}

/**
 * The status for screens behind the gate. The gate renders the app only once a
 * status (fresh or cached) exists, so there it is always defined.
 */
export function useSystemStatus(): SystemStatus | undefined {
  return useSystemStatusQuery().data;
}
