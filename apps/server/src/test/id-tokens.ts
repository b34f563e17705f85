import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';

/** The Firebase project the tests' phone tokens are issued for. */
export const FIREBASE_PROJECT = 'demo-bet-test';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as a published key set would carry it. */
  jwks: JSONWebKeySet;
}

/** A fresh RS256 key pair, as a provider would hold (private) and publish (JWKS). */
export async function signingKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey: pair.privateKey, jwks: { keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }] } };
}

export interface PhoneClaims {
  phoneNumber?: string | undefined;
  sub?: string;
  aud?: string;
  iss?: string;
  signInProvider?: string;
  /** Seconds since the phone sign-in (auth_time); 10 by default. */
  authAgeS?: number;
  /** Seconds since the token was minted (iat); negative means in the future. */
  iatAgeS?: number;
  expiresInS?: number;
}

/**
 * A Firebase Authentication ID token for a phone sign-in, shaped like the
 * real ones (iss securetoken.google.com/<project>, aud <project>, auth_time,
 * firebase.sign_in_provider 'phone', phone_number in E.164).
 */
export function phoneIdToken(key: SigningKey, nowMs: number, claims: PhoneClaims = {}): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  const phone = 'phoneNumber' in claims ? claims.phoneNumber : '+5511987654321';
  return new SignJWT({
    auth_time: now - (claims.authAgeS ?? 10),
    ...(phone !== undefined && { phone_number: phone }),
    firebase: { identities: { phone: phone ? [phone] : [] }, sign_in_provider: claims.signInProvider ?? 'phone' },
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.iss ?? `https://securetoken.google.com/${FIREBASE_PROJECT}`)
    .setAudience(claims.aud ?? FIREBASE_PROJECT)
    .setSubject(claims.sub ?? `uid-${Math.random().toString(36).slice(2, 14)}`)
    .setIssuedAt(now - (claims.iatAgeS ?? 5))
    .setExpirationTime(now + (claims.expiresInS ?? 3600))
    .sign(key.privateKey);
}
