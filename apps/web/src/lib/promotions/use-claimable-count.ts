import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, TRIAL_TYPE } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

/**
 * Under the promotions screens' key ['promotions'], so their invalidation
 * after a join, claim or sign-in refreshes the badge too; its own last part
 * keeps its small answer apart from the screens' full list.
 */
export const claimableKeys = {
  all: ['promotions', 'claimable'] as const,
  of: (token: string) => ['promotions', 'claimable', token] as const,
};
const POLL_MS = 60_000;

/** Promotions whose reward waits to be claimed (label `claim`); a hand-written reader keeps zod off the home's first load. */
export function countClaimable(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return value.filter((p: unknown) => typeof p === 'object' && p !== null && (p as { label?: unknown }).label === 'claim').length;
}

export function fetchClaimableCount(signal?: AbortSignal): Promise<number> {
  return apiGet(API.promotions, { signal, schema: { parse: countClaimable } });
}

export const claimableQueryOptions = (token: string) =>
  queryOptions({
    queryKey: claimableKeys.of(token),
    queryFn: ({ signal }) => fetchClaimableCount(signal),
    staleTime: 30_000,
    refetchInterval: POLL_MS,
  });

/** SPEC §2 footer: the rewards badge counts unclaimed promotions; guests and trial members have none. */
export function useClaimableCount(): number {
  const session = useSession();
  const enabled = session !== null && session.type !== TRIAL_TYPE;
  const query = useQuery({ ...claimableQueryOptions(session?.token ?? ''), enabled });
  return enabled ? (query.data ?? 0) : 0;
}
