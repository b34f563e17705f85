import {
  API,
  twoFactorBackupCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorDisablePayload,
  type TwoFactorEnablePayload,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

/** GET API.twoFactor: on or off, since when, backup codes left. */
export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiGet(API.twoFactor, { signal, schema: twoFactorStatusSchema });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: ['two-factor'] as const, queryFn: ({ signal }) => fetchTwoFactorStatus(signal) });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** POST API.twoFactorSetup: a new secret (nothing changes until its first code confirms it). */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest(API.twoFactorSetup, { method: 'POST', schema: twoFactorSetupSchema });
}

/** POST API.twoFactorEnable: the login password and the first code; answers the backup codes, shown this once. */
export async function enableTwoFactor(payload: TwoFactorEnablePayload): Promise<string[]> {
  return (await apiRequest(API.twoFactorEnable, { method: 'POST', body: payload, schema: twoFactorBackupCodesSchema })).backupCodes;
}

/** POST API.twoFactorDisable: the login password and a current or backup code. */
export async function disableTwoFactor(payload: TwoFactorDisablePayload): Promise<void> {
  await apiRequest(API.twoFactorDisable, { method: 'POST', body: payload });
}
