import { API, depositOrderSchema, type DepositOrder, type DepositPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.deposit: opens a PIX charge; the same requestId returns the same charge. */
export function createDeposit(payload: DepositPayload): Promise<DepositOrder> {
  return apiRequest(API.deposit, { method: 'POST', body: payload, schema: depositOrderSchema });
}
