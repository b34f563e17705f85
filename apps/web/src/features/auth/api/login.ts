import { API, loginResultSchema, type LoginPayload, type LoginResult } from '@app/contract';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.login, sealed (SPEC §7), with a human proof: a session, or the code step of two-step verification. */
export async function login(payload: LoginPayload, proof: ProofHeaders): Promise<LoginResult> {
  return loginResultSchema.parse(await sealedRequest(API.login, payload, 'POST', proof));
}
