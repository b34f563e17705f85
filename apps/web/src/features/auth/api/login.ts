import { API, sessionInfoSchema, type LoginPayload, type SessionInfo } from '@app/contract';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.login, sealed (SPEC §7), with a human proof. */
export async function login(payload: LoginPayload, proof: ProofHeaders): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(API.login, payload, 'POST', proof));
}
