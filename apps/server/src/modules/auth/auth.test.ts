import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../test/accounts.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';
import { LOCK_MS } from './login-ladder.js';

describe.each(testDatabases())('login, sessions and passwords on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    client = accountClient(t, clock.now);
  });
  afterAll(() => t.close());

  async function newMember() {
    const { res, payload } = await client.register();
    expect(res.statusCode).toBe(200);
    return { username: payload.username as string, password: payload.password as string, token: res.json().value.token as string };
  }
  const infoCode = async (token: string) => {
    const res = await client.get(API.memberInfo, { token });
    return res.statusCode === 200 ? 'ok' : res.json().errorCode;
  };

  it('climbs the failure ladder: captcha after 3, lock at 5, open again after the lock with a captcha', async () => {
    const { username, password } = await newMember();
    const ip = '198.51.100.20';
    const wrong = (o = {}) => client.login(username, 'wrong-password', { ip, ...o });
    expect((await wrong()).json()).toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect((await wrong()).json().data).toBeUndefined();
    expect((await wrong()).json()).toMatchObject({ errorCode: 'login.credentials.invalid', data: { captcha: true } });

    const noCaptcha = await client.login(username, password, { ip });
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', data: { captcha: true } });
    const wrongCaptcha = await client.login(username, password, { ip, withCaptcha: { ...(await client.captcha(ip)), captcha: '0000' } });
    expect(wrongCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', data: { captcha: true } });
    expect((await wrong({ withCaptcha: await client.captcha(ip) })).json().errorCode).toBe('login.credentials.invalid');
    const locking = await wrong({ withCaptcha: await client.captcha(ip) });
    expect(locking.statusCode).toBe(429);
    expect(locking.json().errorCode).toBe('login.account.locked');

    // Locked: even the right password is refused, and the refusal does not extend the lock.
    const whileLocked = await client.login(username, password, { ip, withCaptcha: await client.captcha(ip) });
    expect(whileLocked.json().errorCode).toBe('login.account.locked');
    clock.advance(LOCK_MS + 1000);
    const after = await client.login(username, password, { ip, withCaptcha: await client.captcha(ip) });
    expect(after.statusCode).toBe(200);
  });

  it('ends a session 30 days after login even when it is used every few days', async () => {
    const { token } = await newMember();
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * 24 * 60 * 60 * 1000);
      expect(await infoCode(token)).toBe('ok');
    }
    clock.advance(6 * 24 * 60 * 60 * 1000);
    expect(await infoCode(token)).toBe('login.not.session');
  });

  it('gives the same answer for an unknown user as for a wrong password', async () => {
    const unknown = await client.login('nobody_here', 'whatever123');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errorCode).toBe('login.credentials.invalid');
  });

  it('ends the first session when the member logs in elsewhere', async () => {
    const { username, password, token: first } = await newMember();
    const second = (await client.login(username, password)).json().value.token;
    expect(await infoCode(first)).toBe('login.logged.out');
    expect(await infoCode(second)).toBe('ok');
  });

  it('expires sessions after 7 idle days', async () => {
    const { token } = await newMember();
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await infoCode(token)).toBe('login.not.session');
  });

  it('changes the password: wrong old, same as old, mismatch, then success ending other sessions', async () => {
    const { username, password, token } = await newMember();
    const change = (body: Record<string, string>, o = {}) =>
      t.app.inject({ method: 'POST', url: API.changePassword, headers: client.headersOf({ token, ...o }), payload: body });
    expect(
      (await change({ oldPassword: 'not-it-123', newPassword: 'novasenha1', confirmNewPassword: 'novasenha1' })).json().errorCode,
    ).toBe('password.old.incorrect');
    expect((await change({ oldPassword: password, newPassword: password, confirmNewPassword: password })).json().errorCode).toBe(
      'modify.new.old.same',
    );
    const mismatch = await change(
      { oldPassword: password, newPassword: 'novasenha1', confirmNewPassword: 'novasenha2' },
      { language: 'en' },
    );
    expect(mismatch.json().data.fields).toEqual([
      { path: 'confirmNewPassword', code: 'in_confirmation_correct', message: 'The confirmation does not match the password.' },
    ]);

    const ok = await change({ oldPassword: password, newPassword: 'novasenha1', confirmNewPassword: 'novasenha1' });
    expect(ok.json()).toEqual({ success: true, value: null });
    expect(await infoCode(token)).toBe('ok');
    expect((await client.login(username, password)).json().errorCode).toBe('login.credentials.invalid');
    expect((await client.login(username, 'novasenha1')).statusCode).toBe(200);
  });

  it("ends the member's other sessions on a password change", async () => {
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    await merchants.setSetting(t.database.db, demo.id, 'singleSession', false);
    try {
      const { username, password, token: otherDevice } = await newMember();
      const current = (await client.login(username, password)).json().value.token;
      expect(await infoCode(otherDevice)).toBe('ok');
      const res = await t.app.inject({
        method: 'POST',
        url: API.changePassword,
        headers: client.headersOf({ token: current }),
        payload: { oldPassword: password, newPassword: 'outrasenha9', confirmNewPassword: 'outrasenha9' },
      });
      expect(res.statusCode).toBe(200);
      expect(await infoCode(current)).toBe('ok');
      expect(await infoCode(otherDevice)).toBe('login.not.session');
    } finally {
      await merchants.setSetting(t.database.db, demo.id, 'singleSession', true);
    }
  });

  it('starts a trial: type 4 under the trial merchant code', async () => {
    const res = await client.sealed('POST', API.trial, { registerMethod: 'H5' });
    expect(res.statusCode).toBe(200);
    const session = res.json().value;
    expect(session).toMatchObject({ merchantCode: 'demo_TRIAL', type: 4, userName: expect.stringMatching(/^trial_[0-9a-f]{12}$/) });
    const info = await client.get(API.memberInfo, { token: session.token });
    expect(info.json().value).toMatchObject({ type: 4, account: session.userName });
    expect((await client.login(session.userName, 'anything1')).json().errorCode).toBe('login.credentials.invalid');
  });

  it('limits trials per address', async () => {
    const ip = '192.0.2.222';
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await client.sealed('POST', API.trial, {}, { ip })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
