import { API, protectionStatusSchema, type ProtectionStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.protection: the member's limits with what is used and left, pending raises, a pause or exclusion. */
export function fetchProtectionStatus(signal?: AbortSignal): Promise<ProtectionStatus> {
  return apiGet(API.protection, { signal, schema: protectionStatusSchema });
}

export const protectionStatusQueryOptions = () =>
  queryOptions({ queryKey: ['protectionStatus'] as const, queryFn: ({ signal }) => fetchProtectionStatus(signal) });

export function useProtectionStatus() {
  return useQuery(protectionStatusQueryOptions());
}
