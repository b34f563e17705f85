import { API, withdrawalSchema, type Withdrawal } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { listOf } from '../../../lib/api/list-parser';

export const withdrawalsKey = ['withdrawals'] as const;
const items = listOf(withdrawalSchema);

/** GET API.withdrawals, newest first. Accepts a bare list or a page ({list, …}). */
export function fetchWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return apiGet(API.withdrawals, {
    signal,
    schema: {
      parse: (value) => items.parse(Array.isArray(value) ? value : (value as { list?: unknown } | null)?.list),
    },
  });
}
