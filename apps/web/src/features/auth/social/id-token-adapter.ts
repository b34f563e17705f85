import type { SocialLoginPayload } from '@app/contract';

export type SocialProvider = SocialLoginPayload['provider'];

/**
 * Integration point for the identity providers (FACEBOOKLOGIN3 / GOOGLELOGIN3).
 *
 * The Google Identity Services and Facebook SDK scripts cannot be loaded under
 * this site's CSP and offline (PWA) constraints, so the buttons do not talk to
 * them directly: they ask an adapter for the provider's ID token and send that
 * token, sealed, to API.socialLogin, where the server verifies it against the
 * provider's published keys.
 *
 * To enable a provider: allow its SDK origin in the CSP, load the SDK, and call
 * `setIdTokenAdapter()` at start-up with an adapter that opens the provider's
 * sign-in with the client id from API.identityProviders and resolves to the ID
 * token (Google: the `credential` of the GIS callback; Facebook: a Limited
 * Login `authenticationToken`). Rejecting with `SocialCancelled` means the user
 * closed the provider's window: nothing is shown.
 */
export interface IdTokenAdapter {
  getIdToken(provider: SocialProvider, clientId: string): Promise<string>;
}

export class SocialCancelled extends Error {
  constructor() {
    super('social sign-in cancelled');
    this.name = 'SocialCancelled';
  }
}

/** Thrown by the default adapter: no provider SDK is configured on this build. */
export class SocialNotConfigured extends Error {
  constructor(provider: SocialProvider) {
    super(`The ${provider} sign-in needs the provider SDK configured: see features/auth/social/id-token-adapter.ts`);
    this.name = 'SocialNotConfigured';
  }
}

const notConfigured: IdTokenAdapter = {
  getIdToken: (provider) => Promise.reject(new SocialNotConfigured(provider)),
};

let current: IdTokenAdapter = notConfigured;

export function setIdTokenAdapter(adapter: IdTokenAdapter | null): void {
  current = adapter ?? notConfigured;
}

export function getIdToken(provider: SocialProvider, clientId: string): Promise<string> {
  return current.getIdToken(provider, clientId);
}
