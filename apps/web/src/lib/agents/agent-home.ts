import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, isAgentType, type AgentHome } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

export const agentHomeKeys = {
  all: ['agentHome'] as const,
  of: (token: string) => ['agentHome', token] as const,
};

/**
 * Checked by hand: the footer that reads it is in the first load, where zod
 * must not be (docs/decisions/web.md).
 */
export function parseAgentHome(value: unknown): AgentHome {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const info = (typeof v.contractRequestInfo === 'object' && v.contractRequestInfo !== null ? v.contractRequestInfo : null) as Record<
    string,
    unknown
  > | null;
  if (
    typeof v.username !== 'string' ||
    typeof v.type !== 'number' ||
    !Array.isArray(v.nav) ||
    typeof v.unreadAnnouncements !== 'number' ||
    !info
  ) {
    throw new Error('Unexpected agent home');
  }
  const flag = (key: string) => (info[key] === '1' ? '1' : '0');
  return {
    username: v.username,
    type: v.type,
    inviteCode: typeof v.inviteCode === 'string' ? v.inviteCode : '',
    nav: v.nav.filter((k): k is AgentHome['nav'][number] => typeof k === 'string') as AgentHome['nav'],
    showDividend: v.showDividend === true,
    unreadAnnouncements: v.unreadAnnouncements,
    contractRequestInfo: {
      dailysalreqtype: flag('dailysalreqtype'),
      divtypecompperiodreq: flag('divtypecompperiodreq'),
      contracthoursalreq: flag('contracthoursalreq'),
    },
  };
}

export function fetchAgentHome(signal?: AbortSignal): Promise<AgentHome> {
  return apiGet(API.agentHome, { signal, schema: { parse: parseAgentHome } });
}

export const agentHomeQueryOptions = (token: string) =>
  queryOptions({ queryKey: agentHomeKeys.of(token), queryFn: ({ signal }) => fetchAgentHome(signal), staleTime: 30_000 });

/** GET API.agentHome: shared by the agent home and its footer (dividend item, announcement badge). */
export function useAgentHome() {
  const session = useSession();
  return useQuery({ ...agentHomeQueryOptions(session?.token ?? ''), enabled: session !== null && isAgentType(session.type) });
}
