import { API, payoutAccountSchema, type PayoutAccount, type PayoutAccountPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.payoutAccounts: adds a PIX key of the member's own CPF. */
export function addPayoutAccount(payload: PayoutAccountPayload): Promise<PayoutAccount> {
  return apiRequest(API.payoutAccounts, { method: 'POST', body: payload, schema: payoutAccountSchema });
}

/** DELETE API.payoutAccount. */
export async function deletePayoutAccount(id: number): Promise<void> {
  await apiRequest(API.payoutAccount.replace(':id', String(id)), { method: 'DELETE' });
}
