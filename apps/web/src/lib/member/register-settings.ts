import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, registerSettingsSchema, type RegisterSettings } from '@app/contract';
import { apiGet } from '../api/api-client';

/**
 * GET API.registerSettings: which optional fields the merchant enables,
 * required, with pattern and message. Registration and an agent's open
 * account apply the same rules, so they share one cached copy.
 */
export function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return apiGet(API.registerSettings, { signal, schema: registerSettingsSchema });
}

export const registerSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['registerSettings'] as const, queryFn: ({ signal }) => fetchRegisterSettings(signal) });

export function useRegisterSettings(staleTimeMs: number) {
  return useQuery({ ...registerSettingsQueryOptions(), staleTime: staleTimeMs });
}
