import { API } from '@app/contract';
import { createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { accountClient } from '../../test/accounts.js';
import { FIREBASE_PROJECT, phoneIdToken, signingKey, type PhoneClaims, type SigningKey } from '../../test/id-tokens.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';
import { PHONE_TOKEN_MAX_AGE_MS } from './phone-proof.js';

let numberCounter = 0;
const newMobile = () => `1197${String(Date.now() % 1e5).padStart(5, '0')}${String(numberCounter++ % 100).padStart(2, '0')}`;
const e164 = (mobile: string) => `+55${mobile}`;

describe.each(testDatabases())('phone verification by the identity provider on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;
  let key: SigningKey;
  let stranger: SigningKey;

  beforeAll(async () => {
    key = await signingKey('fb-1');
    stranger = await signingKey('fb-1');
    const identity = { ...loadConfig({}).identity, firebaseProjectId: FIREBASE_PROJECT, firebaseApiKey: 'AIzaSy-public-web-key' };
    const keySets = createLocalJWKSet(key.jwks);
    t = await createTestApp(kind, { clock: clock.now, config: { identity }, identityKeySets: () => keySets });
    client = accountClient(t, clock.now);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    await merchants.setSetting(t.database.db, demo.id, 'singleSession', false);
  });
  afterAll(() => t.close());

  const token = (mobile: string, claims: PhoneClaims = {}, signer = key) =>
    phoneIdToken(signer, clock.now(), { phoneNumber: e164(mobile), ...claims });
  const registerByPhone = async (mobile: string, firebaseIdToken: string, extra: Record<string, unknown> = {}) => {
    const { username: _name, ...payload } = await client.registrationPayload({ mobileNum: mobile });
    return client.sealed('PUT', API.registerMobile, { ...payload, firebaseChannel: 'sms', firebaseIdToken, ...extra });
  };
  const loginByPhone = (mobile: string, firebaseIdToken: string) =>
    client.sealed('POST', API.login, {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken,
      firebaseMobileNo: mobile,
      countryDialingCode: '+55',
    });
  const setPasswordByPhone = (mobile: string, firebaseIdToken: string, newPassword: string) =>
    client.sealed('POST', API.setPasswordByPhone, { mobileNum: mobile, countryDialingCode: '+55', firebaseIdToken, newPassword });
  const errorOf = async (res: Promise<{ json(): { errorCode?: string } }>) => (await res).json().errorCode;

  it('tells the site the provider is on, with its public web settings', async () => {
    const res = await client.get(API.identityProviders);
    expect(res.json().value.phone).toEqual({ projectId: FIREBASE_PROJECT, apiKey: 'AIzaSy-public-web-key' });
  });

  it('registers, logs in and sets the password with provider tokens instead of SMS codes', async () => {
    const mobile = newMobile();
    const registered = await registerByPhone(mobile, await token(mobile));
    expect(registered.statusCode).toBe(200);
    const userName = registered.json().value.userName as string;
    expect(userName).toBe(`m${mobile}`);

    const login = await loginByPhone(mobile, await token(mobile));
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ userName, firstTimeLogin: false });

    expect((await setPasswordByPhone(mobile, await token(mobile), 'via-provider-1')).json()).toEqual({ success: true, value: null });
    expect((await client.get(API.memberInfo, { token: login.json().value.token })).json().errorCode).toBe('login.not.session');
    expect((await client.login(userName, 'via-provider-1')).statusCode).toBe(200);
    expect(t.logs()).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('uses each phone verification once, but leaves it usable after a same-password refusal', async () => {
    const mobile = newMobile();
    const first = await token(mobile);
    expect((await registerByPhone(mobile, first)).statusCode).toBe(200);
    expect(await errorOf(loginByPhone(mobile, first))).toBe('phone.verification.invalid');

    const reset = await token(mobile);
    expect(await errorOf(setPasswordByPhone(mobile, reset, 'segredo123'))).toBe('modify.new.old.same');
    expect((await setPasswordByPhone(mobile, reset, 'another-pass-2')).statusCode).toBe(200);
    expect(await errorOf(setPasswordByPhone(mobile, reset, 'another-pass-3'))).toBe('phone.verification.invalid');
  });

  it('refuses tokens that do not prove this number now, and creates nothing', async () => {
    const mobile = newMobile();
    const cases: Array<[string, Promise<string>]> = [
      ['phone.verification.invalid', token(mobile, { aud: 'other-project' })],
      ['phone.verification.invalid', token(mobile, { iss: 'https://securetoken.google.com/other-project' })],
      ['phone.verification.invalid', token(mobile, { expiresInS: -120 })],
      ['phone.verification.invalid', token(mobile, { iatAgeS: -600 })],
      ['phone.verification.invalid', token(mobile, { authAgeS: -600 })],
      ['phone.verification.invalid', token(mobile, { signInProvider: 'password' })],
      ['phone.verification.invalid', token(mobile, { phoneNumber: undefined })],
      ['phone.verification.invalid', token(mobile, {}, stranger)],
      ['phone.verification.expired', token(mobile, { authAgeS: PHONE_TOKEN_MAX_AGE_MS / 1000 + 1 })],
      ['phone.verification.mismatch', token(mobile, { phoneNumber: '+5511900001111' })],
      ['phone.verification.mismatch', token(mobile, { phoneNumber: `+351${mobile}` })],
    ];
    for (const [expected, pending] of cases) {
      const res = await registerByPhone(mobile, await pending);
      expect(res.json().errorCode, expected).toBe(expected);
    }
    expect(await errorOf(loginByPhone(mobile, await token(mobile)))).toBe('login.credentials.invalid');
  });

  it('refuses a second member for a number and a payload with both proofs or a token without its channel', async () => {
    const mobile = newMobile();
    expect((await registerByPhone(mobile, await token(mobile))).statusCode).toBe(200);
    expect(await errorOf(registerByPhone(mobile, await token(mobile)))).toBe('register.mobile.exists');
    const other = newMobile();
    const both = await registerByPhone(other, await token(other), { verificationCode: '123456' });
    expect(both.statusCode).toBe(400);
    const { username: _name, ...noChannel } = await client.registrationPayload({ mobileNum: other });
    const withoutChannel = await client.sealed('PUT', API.registerMobile, { ...noChannel, firebaseIdToken: await token(other) });
    expect(withoutChannel.statusCode).toBe(400);
    const byUsername = await client.sealed('PUT', API.register, {
      ...(await client.registrationPayload()),
      firebaseChannel: 'sms',
      firebaseIdToken: await token(other),
    });
    expect(byUsername.statusCode).toBe(400);
    expect((await loginByPhone(other, await token(other))).json().errorCode).toBe('login.credentials.invalid');
  });

  it('follows the merchant switches of the SMS path (mobile login off → permission.denied)', async () => {
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, REGMOBVERF3: false, CHNGPASSVERIF3: false });
    try {
      const mobile = newMobile();
      expect(await errorOf(loginByPhone(mobile, await token(mobile)))).toBe('permission.denied');
      expect(await errorOf(setPasswordByPhone(mobile, await token(mobile), 'whatever-123'))).toBe('permission.denied');
    } finally {
      await merchants.setSetting(t.database.db, demo.id, 'whitelabel', whitelabel);
    }
  });
});

describe.each(testDatabases())('phone verification by the identity provider, not configured, on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  let key: SigningKey;

  beforeAll(async () => {
    key = await signingKey('fb-1');
    t = await createTestApp(kind, { identityKeySets: () => createLocalJWKSet(key.jwks) });
    client = accountClient(t);
  });
  afterAll(() => t.close());

  it('is not offered, and refuses provider tokens with a translated message', async () => {
    expect((await client.get(API.identityProviders)).json().value.phone).toBeNull();
    const mobile = newMobile();
    const idToken = await phoneIdToken(key, Date.now(), { phoneNumber: e164(mobile) });
    const pt = await client.sealed('POST', API.login, {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseMobileNo: mobile,
      countryDialingCode: '+55',
    });
    expect(pt.statusCode).toBe(403);
    expect(pt.json()).toMatchObject({ errorCode: 'phone.verification.disabled', message: expect.stringMatching(/não está disponível/) });
    const { username: _name, ...payload } = await client.registrationPayload({ mobileNum: mobile });
    const en = await client.sealed(
      'PUT',
      API.registerMobile,
      { ...payload, firebaseChannel: 'sms', firebaseIdToken: idToken },
      { language: 'en' },
    );
    expect(en.json()).toMatchObject({ errorCode: 'phone.verification.disabled', message: expect.stringMatching(/is not available/) });
  });
});
