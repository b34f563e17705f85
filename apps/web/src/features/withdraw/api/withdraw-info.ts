import { API, withdrawInfoSchema, type WithdrawInfo } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

export const withdrawInfoKey = ['withdrawInfo'] as const;

/** GET API.withdrawInfo: withdrawable cash, limits, payout accounts, whether a payment password is asked. */
export function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return apiGet(API.withdrawInfo, { signal, schema: withdrawInfoSchema });
}
