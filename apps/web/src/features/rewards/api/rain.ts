import { API, rainClaimResultSchema, type RainClaimResult } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

// The status read is shared with the entry points on home and in the side menu (lib/rewards).
export { fetchRain, rainQueryOptions, useRain } from '../../../lib/rewards/rain-status';

/** POST API.rainClaim: opens one envelope of the falling rain (one per member and rain). */
export function claimEnvelope(rainId: number): Promise<RainClaimResult> {
  return apiRequest(API.rainClaim, { method: 'POST', body: { rainId }, schema: rainClaimResultSchema });
}
