import { API, sessionInfoSchema, type MobileRegisterPayload, type RegisterPayload, type SessionInfo } from '@app/contract';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** PUT API.register or API.registerMobile, sealed (SPEC §7), with a human proof; answers the new session. */
export async function register(
  payload: RegisterPayload | MobileRegisterPayload,
  mobile: boolean,
  proof: ProofHeaders,
): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(mobile ? API.registerMobile : API.register, payload, 'PUT', proof));
}
