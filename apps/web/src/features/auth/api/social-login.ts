import {
  API,
  identityProvidersSchema,
  loginResultSchema,
  type IdentityProviders,
  type LoginResult,
  type SocialLoginPayload,
} from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** GET API.identityProviders: public client ids, null when a provider is not set up. */
export function fetchIdentityProviders(signal?: AbortSignal): Promise<IdentityProviders> {
  return apiGet(API.identityProviders, { schema: identityProvidersSchema, ...(signal ? { signal } : {}) });
}

/** POST API.socialLogin, sealed: the provider's ID token, verified on the server; a session or the code step. */
export async function socialLogin(payload: SocialLoginPayload): Promise<LoginResult> {
  return loginResultSchema.parse(await sealedRequest(API.socialLogin, payload));
}
