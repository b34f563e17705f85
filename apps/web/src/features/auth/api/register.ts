import { API, sessionInfoSchema, type MobileRegisterPayload, type RegisterPayload, type SessionInfo } from '@app/contract';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** PUT API.register or API.registerMobile, sealed (SPEC §7); answers the new session. */
export async function register(payload: RegisterPayload | MobileRegisterPayload, mobile: boolean): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(mobile ? API.registerMobile : API.register, payload, 'PUT'));
}
