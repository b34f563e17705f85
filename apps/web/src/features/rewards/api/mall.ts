import { API, mallHomeSchema, mallRedemptionSchema, type MallHome, type MallRedemption } from '@app/contract';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

export const mallKey = ['mallHome'] as const;

/** GET API.mallHome: the member's points (turnover converted first) and the items. */
export function fetchMall(signal?: AbortSignal): Promise<MallHome> {
  return apiGet(API.mallHome, { signal, schema: mallHomeSchema });
}

/** POST API.mallRedeem: once per request id, so a retried tap never pays twice. */
export function redeemItem(itemId: number, requestId: string): Promise<MallRedemption> {
  return apiRequest(API.mallRedeem, { method: 'POST', body: { itemId, requestId }, schema: mallRedemptionSchema });
}
