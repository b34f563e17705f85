import { API, sessionActivitySchema, type SessionActivity } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { sessionActivityKeys } from '../../../lib/protection/session-activity-keys';

/** GET API.protectionSession: the session's start, its stakes, wins and net, and how often to check. */
export function fetchSessionActivity(signal?: AbortSignal): Promise<SessionActivity> {
  return apiGet(API.protectionSession, { signal, schema: sessionActivitySchema });
}

/** Per session token: a new login has a new start. */
export const sessionActivityQueryOptions = (token: string) =>
  queryOptions({ queryKey: sessionActivityKeys.of(token), queryFn: ({ signal }) => fetchSessionActivity(signal) });

/**
 * The schedule's copy: the start and the interval change only when the player changes the interval (the
 * responsible-gaming page marks this stale then), so it is not read again on every focus.
 */
export function useSessionActivity(token: string) {
  return useQuery({ ...sessionActivityQueryOptions(token), staleTime: Infinity, refetchOnWindowFocus: false });
}

/** The dialog's copy: read again each time it opens, so the figures are those of now. */
export function useFreshSessionActivity(token: string) {
  return useQuery({ ...sessionActivityQueryOptions(token), refetchOnMount: 'always' });
}
