import { API, sessionInfoSchema, type LoginPayload, type SessionInfo } from '@app/contract';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.login, sealed (SPEC §7). */
export async function login(payload: LoginPayload): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(API.login, payload));
}
