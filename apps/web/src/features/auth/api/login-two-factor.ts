import { API, sessionInfoSchema, type LoginTwoFactorPayload, type SessionInfo } from '@app/contract';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.loginTwoFactor, sealed: the login's challenge and a code of the authenticator app (or a backup code). */
export async function loginWithCode(payload: LoginTwoFactorPayload): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(API.loginTwoFactor, payload));
}
