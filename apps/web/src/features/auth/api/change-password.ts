import { API, type ChangePasswordPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.changePassword (V2 payload). */
export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await apiRequest(API.changePassword, { method: 'POST', body: payload });
}
