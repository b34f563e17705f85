import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API, TRIAL_TYPE } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

export interface UnreadCounts {
  announcement: number;
  chat: number;
  inbox: number;
}

export const unreadKeys = {
  all: ['unread-counts'] as const,
  of: (token: string) => ['unread-counts', token] as const,
};
const ZERO: UnreadCounts = { announcement: 0, chat: 0, inbox: 0 };
/** Counts refresh in the background so an operator's message or reply shows without a reload. */
const POLL_MS = 15_000;

function parseUnread(value: unknown): UnreadCounts {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const n = (key: keyof UnreadCounts) => (typeof v[key] === 'number' ? (v[key] as number) : 0);
  return { announcement: n('announcement'), chat: n('chat'), inbox: n('inbox') };
}

export function fetchUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return apiGet(API.unreadCounts, { signal, schema: { parse: parseUnread } });
}

export const unreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: unreadKeys.of(token),
    queryFn: ({ signal }) => fetchUnreadCounts(signal),
    staleTime: 5_000,
    refetchInterval: POLL_MS,
  });

/** SPEC §3 unread counts (announcement, chat, inbox) for members; guests and trial members have none (SPEC §6). */
export function useUnreadCounts(): UnreadCounts {
  const session = useSession();
  const enabled = session !== null && session.type !== TRIAL_TYPE;
  const query = useQuery({ ...unreadQueryOptions(session?.token ?? ''), enabled });
  return enabled ? (query.data ?? ZERO) : ZERO;
}

export function invalidateUnread(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: unreadKeys.all });
}
