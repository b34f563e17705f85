import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentityConfig } from '../../config.js';
import type { Provider } from './identity.repository.js';

/** Where a provider's signing keys come from; tests give a local key set (no network). */
export type KeySetFactory = (provider: Provider, jwksUrl: string) => JWTVerifyGetKey;

export const remoteKeySets: KeySetFactory = (_provider, jwksUrl) => createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
}

interface ProviderRule {
  audience: string | undefined;
  issuer: string[];
  jwksUrl: string;
}

/**
 * Verifies provider ID tokens (signature against the published JWKS, issuer,
 * audience = our client id, expiry with 30 s of clock tolerance). The key
 * sets are made once per provider: jose caches and refreshes the keys.
 */
export function createIdTokenVerifier(config: IdentityConfig, keySets: KeySetFactory, clock: () => number) {
  const rules: Record<Provider, ProviderRule> = {
    google: { audience: config.googleClientId, issuer: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl: config.googleJwksUrl },
    facebook: { audience: config.facebookAppId, issuer: ['https://www.facebook.com'], jwksUrl: config.facebookJwksUrl },
  };
  const keys = new Map<Provider, JWTVerifyGetKey>();
  return {
    configured: (provider: Provider) => Boolean(rules[provider].audience),
    /** Undefined for any bad token (signature, issuer, audience, expiry, missing subject). */
    async verify(provider: Provider, idToken: string): Promise<VerifiedIdentity | undefined> {
      const rule = rules[provider];
      if (!rule.audience) return undefined;
      let keySet = keys.get(provider);
      if (!keySet) keys.set(provider, (keySet = keySets(provider, rule.jwksUrl)));
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          issuer: rule.issuer,
          audience: rule.audience,
          clockTolerance: 30,
          currentDate: new Date(clock()),
          algorithms: ['RS256', 'ES256'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub) return undefined;
        return { subject: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
      } catch {
        return undefined;
      }
    },
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
