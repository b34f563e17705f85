import { API, type ForgotPasswordPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.forgotPassword, form-urlencoded (SPEC §7). The answer is the same whether or not the account exists. */
export async function forgotPassword(payload: ForgotPasswordPayload): Promise<void> {
  await apiRequest(API.forgotPassword, { method: 'POST', body: new URLSearchParams({ username: payload.username, email: payload.email }) });
}
