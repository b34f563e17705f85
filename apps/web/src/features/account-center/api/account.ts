import {
  API,
  profileSchema,
  securityOverviewSchema,
  type PaymentPasswordPayload,
  type Profile,
  type ProfileUpdate,
  type SecurityOverview,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

export const accountKeys = {
  security: ['security'] as const,
  profile: ['profile'] as const,
};

/** GET API.security: masked contact data, payout account count, recent logins. */
export function fetchSecurity(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiGet(API.security, { signal, schema: securityOverviewSchema });
}

export const securityQueryOptions = () => queryOptions({ queryKey: accountKeys.security, queryFn: ({ signal }) => fetchSecurity(signal) });

export function useSecurity() {
  return useQuery(securityQueryOptions());
}

/** POST API.paymentPassword: sets it, or changes it with the current one. */
export async function savePaymentPassword(payload: PaymentPasswordPayload): Promise<void> {
  await apiRequest(API.paymentPassword, { method: 'POST', body: payload });
}

/** GET API.profile. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet(API.profile, { signal, schema: profileSchema });
}

export const profileQueryOptions = () => queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** PUT API.profile with the fields that changed; answers the updated profile. */
export function updateProfile(payload: ProfileUpdate): Promise<Profile> {
  return apiRequest(API.profile, { method: 'PUT', body: payload, schema: profileSchema });
}
