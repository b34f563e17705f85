import { API, type ResetPasswordPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.resetPassword with the e-mailed one-time token; `password.reset.invalid` when used or expired. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiRequest(API.resetPassword, { method: 'POST', body: payload });
}
