import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const identityEnv = envSection('Identity providers', import.meta.url, {
  GOOGLE_CLIENT_ID: envVariable(z.string().optional(), {
    text:
      "Google login (with the merchant flag GOOGLELOGIN3): ID tokens for this client are verified against Google's " +
      'published keys; a key set that cannot be fetched answers `system.unavailable` (503).',
    unset: 'Google login off',
  }),
  FACEBOOK_APP_ID: envVariable(z.string().optional(), {
    text: "Facebook login (with the merchant flag FACEBOOKLOGIN3), verified like Google's.",
    unset: 'Facebook login off',
  }),
  GOOGLE_JWKS_URL: envVariable(z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'), {
    text: 'Where the keys of Google ID tokens are fetched (tests serve their own).',
  }),
  FACEBOOK_JWKS_URL: envVariable(z.string().url().default('https://limited.facebook.com/.well-known/oauth/openid/jwks/'), {
    text: 'Where the keys of Facebook ID tokens are fetched (tests serve their own).',
  }),
  FIREBASE_PROJECT_ID: envVariable(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a Firebase project id')
      .optional(),
    {
      text:
        'Phone verification by the identity provider (Firebase Authentication; SPEC §3 `firebaseIdToken`): mobile ' +
        'registration, login type `firebase` and set password by phone also accept the ID token of a Firebase phone ' +
        'sign-in instead of our SMS code (ours keep working).',
      allowed: 'a Firebase project id (lower-case letters, digits, `-`)',
      unset: 'off: such requests answer `phone.verification.disabled`',
    },
  ),
  FIREBASE_API_KEY: envVariable(z.string().max(200).optional(), {
    text:
      "The Firebase project's public web API key, published with the project id on " +
      "`GET /wps/session/identity-providers` for the site's phone-verification adapter (not a secret).",
  }),
  FIREBASE_JWKS_URL: envVariable(
    z.string().url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
    { text: 'Where the keys of Firebase ID tokens are fetched (tests serve their own).' },
  ),
});

export function identityConfig(e: z.output<typeof identityEnv.schema>) {
  return {
    identity: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      facebookJwksUrl: e.FACEBOOK_JWKS_URL,
      /** Phone verification by the identity provider; undefined = the path is off. */
      firebaseProjectId: e.FIREBASE_PROJECT_ID,
      firebaseApiKey: e.FIREBASE_API_KEY,
      firebaseJwksUrl: e.FIREBASE_JWKS_URL,
    },
  };
}
