import { API, protectionStatusSchema, type ProtectionStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.protection, for the one thing the notice needs: a restriction on the account (a barred person's block). */
export function fetchRestriction(signal?: AbortSignal): Promise<ProtectionStatus['restriction']> {
  return apiGet(API.protection, { signal, schema: protectionStatusSchema }).then((status) => status.restriction);
}

/** Per session token: another member's login reads its own. A block comes at a login, so a minute's staleness is enough. */
export const restrictionQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['accountRestriction', token] as const, queryFn: ({ signal }) => fetchRestriction(signal), staleTime: 60_000 });

export function useRestriction(token: string) {
  return useQuery(restrictionQueryOptions(token));
}
