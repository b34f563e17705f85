import {
  API,
  identityProvidersSchema,
  sessionInfoSchema,
  type IdentityProviders,
  type SessionInfo,
  type SocialLoginPayload,
} from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** GET API.identityProviders: public client ids, null when a provider is not set up. */
export function fetchIdentityProviders(signal?: AbortSignal): Promise<IdentityProviders> {
  return apiGet(API.identityProviders, { schema: identityProvidersSchema, ...(signal ? { signal } : {}) });
}

/** POST API.socialLogin, sealed: the provider's ID token, verified on the server. */
export async function socialLogin(payload: SocialLoginPayload): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(API.socialLogin, payload));
}
