import { API, type ForgotPasswordPayload } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';

/** POST API.forgotPassword, form-urlencoded (SPEC §7). The answer is the same whether or not the account exists. */
export async function forgotPassword(payload: ForgotPasswordPayload, proof: ProofHeaders): Promise<void> {
  const body = new URLSearchParams({ username: payload.username, email: payload.email });
  await apiRequest(API.forgotPassword, { method: 'POST', body, headers: await proof() });
}
