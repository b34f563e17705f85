import { API, withdrawalSchema, type Withdrawal, type WithdrawPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.withdraw: holds the amount and files the withdrawal; the same requestId files it once. */
export function createWithdrawal(payload: WithdrawPayload): Promise<Withdrawal> {
  return apiRequest(API.withdraw, { method: 'POST', body: payload, schema: withdrawalSchema });
}
