import { API, privacyOverviewSchema, type PrivacyOverview } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.privacy: the member's own requests (copies of their data, closure), newest first. */
export function fetchPrivacyOverview(signal?: AbortSignal): Promise<PrivacyOverview> {
  return apiGet(API.privacy, { signal, schema: privacyOverviewSchema });
}

export const privacyOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['privacyOverview'] as const, queryFn: ({ signal }) => fetchPrivacyOverview(signal) });

/** While a copy is being written the page asks again every few seconds; otherwise once. */
export function usePrivacyOverview() {
  return useQuery({
    ...privacyOverviewQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.requests.some((r) => r.kind === 'export' && (r.status === 'pending' || r.status === 'processing')) ? 3_000 : false,
  });
}
