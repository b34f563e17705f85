import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountClient, nextIp, randomCpf } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { sealForTest } from '../crypto/seal-for-test.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36';

describe.each(testDatabases())('security centre and profile on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    client = accountClient(t, clock.now);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload: unknown, language?: string) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers: client.headersOf({ token, language }), payload: payload as object });

  /** A login the way a phone browser makes it, so the device string has something to read. */
  async function phoneLogin(username: string, password: string, ip: string) {
    clock.advance(1000);
    const key = await client.publicKey();
    const sealed = sealForTest(key.publicKey, key.keyId, { type: 'username', username, password }, { ts: clock.now() });
    const headers = { ...sealed.headers, 'user-agent': ANDROID_CHROME, ...(await humanProofHeaders(t)) };
    const res = await t.app.inject({ method: 'POST', url: API.login, remoteAddress: ip, headers, payload: sealed.payload });
    return res.json().value.token as string;
  }

  async function member(overrides: Record<string, unknown> = {}) {
    const { res, payload } = await client.register(overrides);
    expect(res.statusCode).toBe(200);
    return { token: res.json().value.token as string, payload };
  }

  it('shows the security overview with masked contact data and recent logins', async () => {
    const { payload } = await member({ mobileNum: '11987654321', idNumber: '12345678909', email: 'joao@example.com' });
    const token = await phoneLogin(payload.username, payload.password, '203.0.113.5');
    const res = await client.get(API.security, { token });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      username: payload.username,
      hasPassword: true,
      hasPaymentPassword: false,
      mobileMasked: '+55 11*****4321',
      emailMasked: 'jo***@example.com',
      idNumberMasked: '***.456.789-**',
      payoutAccounts: 0,
    });
    expect(value.recentLogins).toHaveLength(2);
    expect(value.recentLogins[0]).toEqual({ ip: '203.0.113.5', at: new Date(clock.now()).toISOString(), device: 'Chrome · Android' });
    expect(value.recentLogins[1].device).toBeNull();
    expect(JSON.stringify(value)).not.toMatch(/987654|12345678909|joao@/);
  });

  it('lists only the last 10 logins, newest first', async () => {
    const { payload } = await member();
    let token = '';
    for (let i = 1; i <= 11; i += 1) token = await phoneLogin(payload.username, payload.password, `198.51.100.${i}`);
    const logins = (await client.get(API.security, { token })).json().value.recentLogins;
    expect(logins.map((l: { ip: string }) => l.ip)).toEqual(Array.from({ length: 10 }, (_, i) => `198.51.100.${11 - i}`));
  });

  it('refuses guests with 401 login.not.session on every call', async () => {
    for (const res of [
      await client.get(API.security),
      await client.get(API.profile),
      await send('PUT', API.profile, undefined, { nickname: 'x' }),
      await send('POST', API.paymentPassword, undefined, { paymentPassword: '123456', confirmPaymentPassword: '123456' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
  });

  it('lets a trial member look but not set a payment password or change the profile', async () => {
    const trial = (await client.sealed('POST', API.trial, {})).json().value.token as string;
    const overview = (await client.get(API.security, { token: trial })).json().value;
    expect(overview).toMatchObject({
      hasPassword: false,
      hasPaymentPassword: false,
      mobileMasked: null,
      emailMasked: null,
      idNumberMasked: null,
    });
    expect((await client.get(API.profile, { token: trial })).statusCode).toBe(200);
    const set = await send('POST', API.paymentPassword, trial, { paymentPassword: '123456', confirmPaymentPassword: '123456' });
    const put = await send('PUT', API.profile, trial, { nickname: 'Trial' });
    for (const res of [set, put]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('free.reject');
    }
  });

  it('sets a payment password, then changes it only with the current one', async () => {
    const { token } = await member();
    const setPin = (body: Record<string, unknown>) => send('POST', API.paymentPassword, token, body);
    expect((await setPin({ paymentPassword: '135790', confirmPaymentPassword: '135790' })).json()).toEqual({ success: true, value: null });
    expect((await client.get(API.security, { token })).json().value.hasPaymentPassword).toBe(true);

    const missing = await setPin({ paymentPassword: '246802', confirmPaymentPassword: '246802' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('payment.password.required');
    const wrong = await setPin({ currentPaymentPassword: '000000', paymentPassword: '246802', confirmPaymentPassword: '246802' });
    expect(wrong.json().errorCode).toBe('payment.password.incorrect');
    const same = await setPin({ currentPaymentPassword: '135790', paymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(same.json().errorCode).toBe('modify.new.old.same');
    const changed = await setPin({ currentPaymentPassword: '135790', paymentPassword: '246802', confirmPaymentPassword: '246802' });
    expect(changed.json().success).toBe(true);
    const old = await setPin({ currentPaymentPassword: '135790', paymentPassword: '111111', confirmPaymentPassword: '111111' });
    expect(old.json().errorCode).toBe('payment.password.incorrect');
  });

  it('validates the payment password body with translated field messages', async () => {
    const { token } = await member();
    const bad = await send('POST', API.paymentPassword, token, { paymentPassword: '12ab56', confirmPaymentPassword: '654321' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
    expect(bad.json().data.fields).toEqual(
      expect.arrayContaining([{ path: 'paymentPassword', code: 'payment_password_format', message: 'The payment password has 6 digits.' }]),
    );
    const mismatch = await send('POST', API.paymentPassword, token, { paymentPassword: '123456', confirmPaymentPassword: '654321' }, 'en');
    expect(mismatch.json().data.fields).toEqual([
      { path: 'confirmPaymentPassword', code: 'in_confirmation_correct', message: 'The confirmation does not match the password.' },
    ]);
    const extra = await send('POST', API.paymentPassword, token, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
      memberId: 1,
    });
    expect(extra.json().errorCode).toBe('request.invalid');
    expect((await client.get(API.security, { token })).json().value.hasPaymentPassword).toBe(false);
  });

  it('reads and updates the profile; lastLogin is the login before the current one', async () => {
    const { payload, token: first } = await member({ email: 'maria.silva@example.com', birthday: '1990-05-17' });
    expect((await send('PUT', API.profile, first, { nickname: 'Jo' })).statusCode).toBe(200);
    await phoneLogin(payload.username, payload.password, '203.0.113.20');
    const token = await phoneLogin(payload.username, payload.password, '203.0.113.21');
    const res = await client.get(API.profile, { token });
    expect(res.json().value).toEqual({
      username: payload.username,
      nickname: 'Jo',
      email: 'maria.silva@example.com',
      mobileMasked: expect.stringMatching(/^\+55 11\*{5}\d{4}$/),
      birthday: '1990-05-17',
      idNumberMasked: expect.stringMatching(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/),
      vipLabel: 'VIP 0',
      createdAt: expect.any(String),
      lastLogin: { ip: '203.0.113.20', at: new Date(clock.now() - 1000).toISOString() },
    });

    const put = await send('PUT', API.profile, token, { nickname: '  Maria  ', email: 'nova@example.com' });
    expect(put.json().value).toMatchObject({ nickname: 'Maria', email: 'nova@example.com' });
    expect((await client.get(API.profile, { token })).json().value).toMatchObject({ nickname: 'Maria', email: 'nova@example.com' });
  });

  it('rejects bad and unknown profile fields, in English when asked, and stores nothing', async () => {
    const { token } = await member();
    expect((await send('PUT', API.profile, token, { nickname: 'Keep' })).statusCode).toBe(200);
    const bad = await send('PUT', API.profile, token, { email: 'not-an-email', nickname: 'x'.repeat(21) }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', code: 'in_email_incorrect', message: 'Invalid e-mail address.' },
        { path: 'nickname', code: 'nickname_format', message: 'The nickname can have at most 20 characters.' },
      ]),
    );
    const extra = await send('PUT', API.profile, token, { nickname: 'Ok', mobileNum: '11911112222' }, 'en');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Invalid data: fields not allowed: mobileNum');
    expect((await client.get(API.profile, { token })).json().value.nickname).toBe('Keep');
  });

  it('takes a CPF once from a member who has none, and refuses to change it or to take one already used', async () => {
    const { token, payload } = await member({ idNumber: randomCpf() });
    await t.database.db.execute(
      sql`update members set id_number = null where username_lower = ${(payload.username as string).toLowerCase()}`,
    );
    const taken = await send('PUT', API.profile, token, { idNumber: payload.idNumber }, 'en');
    expect((await send('PUT', API.profile, token, { idNumber: '123.456.789-00' }, 'en')).json().data.fields[0].message).toBe(
      'Invalid CPF.',
    );
    expect(taken.statusCode).toBe(200);
    const other = await member({ idNumber: randomCpf() });
    expect((await send('PUT', API.profile, other.token, { idNumber: payload.idNumber })).json().errorCode).toBe('profile.idnumber.locked');
    await t.database.db.execute(
      sql`update members set id_number = null where username_lower = ${(other.payload.username as string).toLowerCase()}`,
    );
    expect((await send('PUT', API.profile, other.token, { idNumber: payload.idNumber })).json().errorCode).toBe('register.idnumber.exists');
    expect((await send('PUT', API.profile, token, { idNumber: randomCpf() })).json().errorCode).toBe('profile.idnumber.locked');
  });
});
