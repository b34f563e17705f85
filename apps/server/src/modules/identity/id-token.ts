import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import type { IdentityConfig } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { Provider } from './identity.repository.js';

/** Whose keys: a login provider's, or the phone-verification provider's (Firebase's securetoken keys). */
export type KeySource = Provider | 'firebase';

/** Where a key set comes from; tests give a local key set or a local HTTP server's URL. */
export type KeySetFactory = (source: KeySource, jwksUrl: string) => JWTVerifyGetKey;

export const remoteKeySets: KeySetFactory = (_source, jwksUrl) => createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });

/** Clock skew allowed between the provider and us, on every time claim. */
const CLOCK_TOLERANCE_S = 30;

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
}

/** A number the phone-verification provider proved: `phoneNumber` in E.164, as the provider writes it. */
export interface VerifiedPhone {
  subject: string;
  phoneNumber: string;
  /** When the user completed the provider's verification (auth_time), epoch ms. */
  authTimeMs: number;
}

interface ProviderRule {
  audience: string | undefined;
  issuer: string[];
  jwksUrl: string;
}

/** jose codes that mean the provider's key set could not be had (network, timeout, bad answer), not that the token is bad. */
const KEY_SET_FAILURES = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Firebase's rules for a phone sign-in (verify-id-tokens, "third-party JWT library"): iat and auth_time in the past,
 * sign-in by phone.
 */
function phoneOf(payload: JWTPayload, nowMs: number): VerifiedPhone | undefined {
  const nowS = nowMs / 1000 + CLOCK_TOLERANCE_S;
  const { iat, sub, auth_time: authTime, firebase, phone_number: phoneNumber } = payload;
  if (typeof iat !== 'number' || iat > nowS || typeof authTime !== 'number' || authTime > nowS) return undefined;
  if (typeof sub !== 'string' || sub.length > 128) return undefined;
  if (!isRecord(firebase) || firebase.sign_in_provider !== 'phone' || typeof phoneNumber !== 'string') return undefined;
  return { subject: sub, phoneNumber, authTimeMs: authTime * 1000 };
}

/**
 * Reads a token's claims against its source's key set, made once per source: jose caches and refreshes the keys (a
 * token with an unknown kid refetches them). Undefined for any fault of the token (the caller answers one error
 * whatever it was). When the key set cannot be fetched the fault is ours, not the user's: system.unavailable (503).
 */
function claimsReader(keySets: KeySetFactory, clock: () => number) {
  const keys = new Map<KeySource, JWTVerifyGetKey>();
  const keySetOf = (source: KeySource, jwksUrl: string) => {
    let keySet = keys.get(source);
    if (!keySet) keys.set(source, (keySet = keySets(source, jwksUrl)));
    return keySet;
  };
  return async function claimsOf(
    source: KeySource,
    jwksUrl: string,
    idToken: string,
    options: JWTVerifyOptions,
  ): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, keySetOf(source, jwksUrl), {
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(clock()),
        ...options,
      });
      return typeof payload.sub === 'string' && payload.sub ? payload : undefined;
    } catch (error) {
      if (error instanceof errors.JOSEError && !KEY_SET_FAILURES.has(error.code)) return undefined;
      throw new AppError('system.unavailable');
    }
  };
}

/**
 * Verifies provider ID tokens: signature against the published JWKS, issuer,
 * audience = our client id (Firebase: the project id), expiry, with 30 s of
 * clock tolerance.
 */
export function createIdTokenVerifier(config: IdentityConfig, keySets: KeySetFactory, clock: () => number) {
  const rules: Record<Provider, ProviderRule> = {
    google: {
      audience: config.googleClientId,
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: config.googleJwksUrl,
    },
    facebook: { audience: config.facebookAppId, issuer: ['https://www.facebook.com'], jwksUrl: config.facebookJwksUrl },
  };
  const claimsOf = claimsReader(keySets, clock);

  return {
    configured: (provider: Provider) => Boolean(rules[provider].audience),
    /** Undefined for any bad token (signature, issuer, audience, expiry, missing subject). */
    async verify(provider: Provider, idToken: string): Promise<VerifiedIdentity | undefined> {
      const rule = rules[provider];
      if (!rule.audience) return undefined;
      const payload = await claimsOf(provider, rule.jwksUrl, idToken, {
        issuer: rule.issuer,
        audience: rule.audience,
        algorithms: ['RS256', 'ES256'],
      });
      if (!payload?.sub) return undefined;
      return { subject: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
    },
    /** Whether the phone-verification provider is configured (FIREBASE_PROJECT_ID). */
    phoneConfigured: Boolean(config.firebaseProjectId),
    /** A Firebase phone sign-in's ID token: RS256 only, issuer and audience of our project. Undefined for any bad token. */
    async verifyPhone(idToken: string): Promise<VerifiedPhone | undefined> {
      const project = config.firebaseProjectId;
      if (!project) return undefined;
      const payload = await claimsOf('firebase', config.firebaseJwksUrl, idToken, {
        issuer: `https://securetoken.google.com/${project}`,
        audience: project,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      });
      return payload && phoneOf(payload, clock());
    },
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
