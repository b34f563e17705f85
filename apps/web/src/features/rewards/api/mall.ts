import { API, mallHomeSchema, mallRedemptionSchema, type MallHome, type MallRedemption } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

/** Per language (item names); `all` reaches every copy after a redemption. */
export const mallKeys = {
  all: ['mallHome'] as const,
  of: (language: string) => ['mallHome', language] as const,
};

/** GET API.mallHome: the member's points (turnover converted first) and the items. */
export function fetchMall(signal?: AbortSignal): Promise<MallHome> {
  return apiGet(API.mallHome, { signal, schema: mallHomeSchema });
}

export const mallQueryOptions = (language: string) =>
  queryOptions({ queryKey: mallKeys.of(language), queryFn: ({ signal }) => fetchMall(signal), retry: false });

/** Asked only while the merchant has the points mall on. */
export function useMall(language: string, enabled: boolean) {
  return useQuery({ ...mallQueryOptions(language), enabled });
}

/** POST API.mallRedeem: once per request id, so a retried tap never pays twice. */
export function redeemItem(itemId: number, requestId: string): Promise<MallRedemption> {
  return apiRequest(API.mallRedeem, { method: 'POST', body: { itemId, requestId }, schema: mallRedemptionSchema });
}
