import { API } from '@app/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type IdentityConfig } from '../../config.js';
import { accountClient } from '../../test/accounts.js';
import { FIREBASE_PROJECT, phoneIdToken, signingKey, type SigningKey } from '../../test/id-tokens.js';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

const GOOGLE_CLIENT = 'http-test.apps.googleusercontent.com';
const FACEBOOK_APP = '998877665544';

/**
 * The providers' key sets served over real HTTP on a local port, the server
 * pointed at them with GOOGLE_JWKS_URL / FACEBOOK_JWKS_URL / FIREBASE_JWKS_URL
 * and left to fetch them itself (no injected key set): what runs in production.
 */
describe.each(testDatabases())('ID tokens verified against key sets fetched over HTTP on %s', (kind) => {
  let t: TestApp;
  let jwks: LocalHttpServer;
  let client: ReturnType<typeof accountClient>;
  const keys: Record<'google' | 'facebook' | 'firebase', SigningKey> = {} as never;
  let stranger: SigningKey;
  const fetched: string[] = [];

  beforeAll(async () => {
    keys.google = await signingKey('g-1');
    keys.facebook = await signingKey('f-1');
    keys.firebase = await signingKey('fb-1');
    stranger = await signingKey('g-1');
    jwks = await startLocalHttp((request, _body, response) => {
      const source = (request.url ?? '').slice(1) as keyof typeof keys;
      fetched.push(source);
      if (!keys[source]) return sendJson(response, 404, { error: 'not found' });
      sendJson(response, 200, keys[source].jwks, { 'cache-control': 'public, max-age=3600' });
    });
    const identity: IdentityConfig = {
      ...loadConfig({}).identity,
      googleClientId: GOOGLE_CLIENT,
      facebookAppId: FACEBOOK_APP,
      googleJwksUrl: `${jwks.url}/google`,
      facebookJwksUrl: `${jwks.url}/facebook`,
      firebaseProjectId: FIREBASE_PROJECT,
      firebaseJwksUrl: `${jwks.url}/firebase`,
    };
    t = await createTestApp(kind, { config: { identity } });
    client = accountClient(t);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const socialToken = (provider: 'google' | 'facebook', signer: SigningKey, sub: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: signer.kid })
      .setIssuer(provider === 'google' ? 'https://accounts.google.com' : 'https://www.facebook.com')
      .setAudience(provider === 'google' ? GOOGLE_CLIENT : FACEBOOK_APP)
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(signer.privateKey);
  };
  const socialLogin = async (provider: 'google' | 'facebook', signer: SigningKey, sub: string) =>
    client.sealed('POST', API.socialLogin, { provider, idToken: await socialToken(provider, signer, sub) });

  it('logs in with Google and Facebook tokens signed by the published keys, fetched from their URLs', async () => {
    const google = await socialLogin('google', keys.google, 'http-google-sub');
    expect(google.statusCode).toBe(200);
    expect(google.json().value.userName).toMatch(/^g_[0-9a-f]{12}$/);
    const facebook = await socialLogin('facebook', keys.facebook, 'http-facebook-sub');
    expect(facebook.statusCode).toBe(200);
    expect(facebook.json().value.userName).toMatch(/^f_[0-9a-f]{12}$/);
    expect(fetched).toEqual(expect.arrayContaining(['google', 'facebook']));
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const forged = await socialLogin('google', stranger, 'http-google-sub');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('login.social.invalid');
    const crossed = await socialLogin('facebook', keys.google, 'http-facebook-sub');
    expect(crossed.json().errorCode).toBe('login.social.invalid');
  });

  it('registers and logs in by phone with the provider token, and refuses one signed by another key', async () => {
    const mobile = `1196${String(Date.now() % 1e7).padStart(7, '0')}`;
    const phone = { phoneNumber: `+55${mobile}` };
    const { username: _u, ...payload } = await client.registrationPayload({ mobileNum: mobile });
    const registered = await client.sealed('PUT', API.registerMobile, {
      ...payload,
      firebaseChannel: 'sms',
      firebaseIdToken: await phoneIdToken(keys.firebase, Date.now(), phone),
    });
    expect(registered.statusCode).toBe(200);
    expect(fetched).toContain('firebase');
    const login = (idToken: string) =>
      client.sealed('POST', API.login, {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: idToken,
        firebaseMobileNo: mobile,
        countryDialingCode: '+55',
      });
    expect((await login(await phoneIdToken(stranger, Date.now(), phone))).json().errorCode).toBe('phone.verification.invalid');
    expect((await login(await phoneIdToken(keys.google, Date.now(), phone))).json().errorCode).toBe('phone.verification.invalid');
    const ok = await login(await phoneIdToken(keys.firebase, Date.now(), phone));
    expect(ok.json().value.userName).toBe(registered.json().value.userName);
  });
});

describe('ID tokens when the key set cannot be fetched', () => {
  let t: TestApp;
  let key: SigningKey;

  beforeAll(async () => {
    key = await signingKey('g-1');
    const identity = { ...loadConfig({}).identity, googleClientId: GOOGLE_CLIENT, googleJwksUrl: 'http://127.0.0.1:1/certs' };
    t = await createTestApp('pglite', { config: { identity } });
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, GOOGLELOGIN3: true });
  });
  afterAll(() => t.close());

  it('answers that the service is unavailable (the fault is ours), not that the token is bad', async () => {
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_CLIENT)
      .setSubject('unreachable-sub')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key.privateKey);
    const res = await accountClient(t).sealed('POST', API.socialLogin, { provider: 'google', idToken });
    expect(res.statusCode).toBe(503);
    expect(res.json().errorCode).toBe('system.unavailable');
  });
});
