import { API, rainClaimResultSchema, rainStatusSchema, type RainClaimResult, type RainStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

/** The rain screen asks again every 10 s (envelopes left, a rain starting). */
const RAIN_POLL_MS = 10_000;

/** GET API.rainStatus: the rain falling now (if any), the next one, and the server's clock. */
export function fetchRain(signal?: AbortSignal): Promise<RainStatus> {
  return apiGet(API.rainStatus, { signal, schema: rainStatusSchema });
}

export const rainQueryOptions = () =>
  queryOptions({
    queryKey: ['rainStatus'] as const,
    queryFn: ({ signal }) => fetchRain(signal),
    refetchInterval: RAIN_POLL_MS,
    retry: false,
  });

export function useRain() {
  return useQuery(rainQueryOptions());
}

/** POST API.rainClaim: opens one envelope of the falling rain (one per member and rain). */
export function claimEnvelope(rainId: number): Promise<RainClaimResult> {
  return apiRequest(API.rainClaim, { method: 'POST', body: { rainId }, schema: rainClaimResultSchema });
}
