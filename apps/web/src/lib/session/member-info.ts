import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MemberInfo } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from './session-store';

/** Per session token; `all` reaches every member's copy (logout, expiry, profile change). */
export const memberInfoKeys = {
  all: ['memberInfo'] as const,
  of: (token: string) => ['memberInfo', token] as const,
};

/** Checked by hand: the header is in the first load, where zod must not be. */
function parseMemberInfo(value: unknown): MemberInfo {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const label = (typeof v.clubLabel === 'object' && v.clubLabel !== null ? v.clubLabel : {}) as Record<string, unknown>;
  if (typeof v.account !== 'string') throw new Error('Unexpected member info');
  return {
    id: String(v.id ?? ''),
    account: v.account,
    nickname: typeof v.nickname === 'string' && v.nickname.length > 0 ? v.nickname : null,
    type: typeof v.type === 'number' ? v.type : 0,
    clubLabel: { labelName: typeof label.labelName === 'string' ? label.labelName : '' },
  };
}

export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet(API.memberInfo, { signal, schema: { parse: parseMemberInfo } });
}

export const memberInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: memberInfoKeys.of(token), queryFn: ({ signal }) => fetchMemberInfo(signal), staleTime: 60_000 });

/** Member info (SPEC §3) of the logged-in member; nothing for guests. */
export function useMemberInfo(): MemberInfo | undefined {
  const session = useSession();
  const query = useQuery({ ...memberInfoQueryOptions(session?.token ?? ''), enabled: session !== null });
  return session ? query.data : undefined;
}

/** SPEC §2: the nickname if set, else the account (the session's name until info arrives). */
export function displayName(info: MemberInfo | undefined, fallback: string): string {
  return info?.nickname ?? info?.account ?? fallback;
}
