import { API, rainClaimResultSchema, rainStatusSchema, type RainClaimResult, type RainStatus } from '@app/contract';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

export const rainKey = ['rainStatus'] as const;

/** GET API.rainStatus: the rain falling now (if any), the next one, and the server's clock. */
export function fetchRain(signal?: AbortSignal): Promise<RainStatus> {
  return apiGet(API.rainStatus, { signal, schema: rainStatusSchema });
}

/** POST API.rainClaim: opens one envelope of the falling rain (one per member and rain). */
export function claimEnvelope(rainId: number): Promise<RainClaimResult> {
  return apiRequest(API.rainClaim, { method: 'POST', body: { rainId }, schema: rainClaimResultSchema });
}
