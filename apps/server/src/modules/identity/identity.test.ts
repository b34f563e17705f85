import { API } from '@app/contract';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { accountClient } from '../../test/accounts.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

const GOOGLE_CLIENT = 'test-client.apps.googleusercontent.com';
const FACEBOOK_APP = '1234567890';

describe.each(testDatabases())('identity-provider login on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    // The provider's published key set, served locally: no network in tests.
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
    const identity = { ...loadConfig({}).identity, googleClientId: GOOGLE_CLIENT, facebookAppId: FACEBOOK_APP };
    t = await createTestApp(kind, { clock: clock.now, config: { identity }, identityKeySets: () => jwks });
    client = accountClient(t, clock.now);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, GOOGLELOGIN3: true, FACEBOOKLOGIN3: false });
  });
  afterAll(() => t.close());

  const token = (claims: { sub?: string; aud?: string; iss?: string; expiresInS?: number; key?: CryptoKey } = {}) => {
    const now = Math.floor(clock.now() / 1000);
    return new SignJWT({ email: 'player@gmail.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(claims.sub ?? 'google-sub-1')
      .setIssuer(claims.iss ?? 'https://accounts.google.com')
      .setAudience(claims.aud ?? GOOGLE_CLIENT)
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresInS ?? 3600))
      .sign(claims.key ?? signingKey);
  };
  const login = (idToken: string, provider = 'google') => client.sealed('POST', API.socialLogin, { provider, idToken });

  it('publishes only the providers that are on and configured', async () => {
    const res = await client.get(API.identityProviders);
    expect(res.json().value).toEqual({ google: { clientId: GOOGLE_CLIENT }, facebook: null, phone: null });
  });

  it('creates a member at the first login and reuses it afterwards', async () => {
    const first = await login(await token({ sub: 'sub-create-reuse' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ type: 0, firstTimeLogin: true, userName: expect.stringMatching(/^g_[0-9a-f]{12}$/) });
    const again = await login(await token({ sub: 'sub-create-reuse', iss: 'accounts.google.com' }));
    expect(again.json().value).toMatchObject({ userName: first.json().value.userName, firstTimeLogin: false });
    const info = await client.get(API.memberInfo, { token: again.json().value.token });
    expect(info.json().value.account).toBe(first.json().value.userName);
  });

  it('refuses a wrong audience, an expired token, a foreign signature and a foreign issuer', async () => {
    const refusals = [
      await login(await token({ aud: 'someone-else' })),
      await login(await token({ expiresInS: -120 })),
      await login(await token({ key: strangerKey })),
      await login(await token({ iss: 'https://evil.example' })),
      await login('not.a.jwt-at-all-really'),
    ];
    for (const r of refusals) {
      expect(r.statusCode).toBe(401);
      expect(r.json().errorCode).toBe('login.social.invalid');
    }
  });

  it('refuses a provider whose flag is off', async () => {
    const res = await login(await token(), 'facebook');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('login.social.disabled');
  });
});
