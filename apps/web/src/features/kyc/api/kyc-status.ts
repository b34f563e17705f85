import { API, kycStatusSchema, type KycStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.kyc: the member's own verification, step by step. */
export function fetchKycStatus(signal?: AbortSignal): Promise<KycStatus> {
  return apiGet(API.kyc, { signal, schema: kycStatusSchema });
}

export const kycStatusQueryOptions = () =>
  queryOptions({ queryKey: ['kycStatus'] as const, queryFn: ({ signal }) => fetchKycStatus(signal) });

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
