import { API, RESET_TOKEN_TTL_MS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

describe.each(testDatabases())('password reset by e-mail on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { publicOrigin: 'https://bet.example' } });
    client = accountClient(t, clock.now);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    // Several sessions per member, to see that a reset ends them all.
    await merchants.setSetting(t.database.db, demo.id, 'singleSession', false);
    const register = await merchants.getSetting(t.database.db, demo.id, 'register');
    const withEmail = register.map((f) => (f.field === 'email' ? { ...f, enabled: true, required: false } : f));
    if (!withEmail.some((f) => f.field === 'email'))
      withEmail.push({ field: 'email', enabled: true, required: false } as (typeof register)[number]);
    await merchants.setSetting(t.database.db, demo.id, 'register', withEmail);
  });
  afterAll(() => t.close());

  async function newMember() {
    const email = `Player.${Math.random().toString(36).slice(2, 8)}@Example.com`;
    const { res, payload } = await client.register({ email });
    expect(res.statusCode).toBe(200);
    return { username: payload.username as string, password: payload.password as string, email, token: res.json().value.token as string };
  }
  const outbox = async (to: string) => {
    await t.background.idle();
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.operatorMailOutbox}?to=${encodeURIComponent(to)}`,
      headers: operatorHeaders,
      remoteAddress: nextIp(),
    });
    return res.json().value as { to: string; subject: string; text: string; html: string }[];
  };
  const forgot = async (body: Record<string, string>, o: { form?: boolean; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: API.forgotPassword,
      remoteAddress: nextIp(),
      headers: {
        ...(o.language && { language: o.language }),
        ...(o.form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(await humanProofHeaders(t)),
      },
      payload: o.form ? new URLSearchParams(body).toString() : body,
    });
  const tokenOf = (text: string) => /\/m\/resetPassword\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const reset = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      remoteAddress: nextIp(),
      payload: { token, newPassword, confirmNewPassword: newPassword },
    });
  const infoCode = async (token: string) => {
    const res = await client.get(API.memberInfo, { token });
    return res.statusCode === 200 ? 'ok' : res.json().errorCode;
  };

  it('answers the same for an unknown user, a wrong e-mail and the right pair; only the pair gets a mail', async () => {
    const m = await newMember();
    const answers = [
      await forgot({ username: 'nobody_at_all', email: m.email }),
      await forgot({ username: m.username, email: 'someone@else.com' }),
      await forgot({ username: ` ${m.username.toUpperCase()} `, email: ` ${m.email.toLowerCase()} ` }, { form: true, language: 'en' }),
    ];
    for (const a of answers)
      expect({ status: a.statusCode, body: a.json() }).toEqual({ status: 200, body: { success: true, value: null } });
    const mails = await outbox(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Demo Bet: password reset');
    expect(mails[0]?.text).toContain('https://bet.example/m/resetPassword?token=');
    expect(await outbox('someone@else.com')).toHaveLength(0);
  });

  it('resets once with the link: other sessions end, the old password fails, the new one works', async () => {
    const m = await newMember();
    const second = (await client.login(m.username, m.password)).json().value.token as string;
    await forgot({ username: m.username, email: m.email }, { language: 'pt' });
    const mail = (await outbox(m.email)).at(-1)!;
    expect(mail.subject).toBe('Demo Bet: redefinição de senha');
    const token = tokenOf(mail.text);
    expect((await reset(token, m.password)).json().errorCode).toBe('modify.new.old.same');
    expect((await reset(token, 'brandnew123')).json()).toEqual({ success: true, value: null });
    expect((await reset(token, 'another1234')).json().errorCode).toBe('password.reset.invalid');
    expect(await infoCode(m.token)).toBe('login.not.session');
    expect(await infoCode(second)).toBe('login.not.session');
    expect((await client.login(m.username, m.password)).json().errorCode).toBe('login.credentials.invalid');
    expect((await client.login(m.username, 'brandnew123')).statusCode).toBe(200);
    expect(t.logs()).not.toContain(token);
  });

  it('refuses an expired link, a superseded one and a made-up one', async () => {
    const m = await newMember();
    await forgot({ username: m.username, email: m.email });
    const first = tokenOf((await outbox(m.email)).at(-1)!.text);
    await forgot({ username: m.username, email: m.email });
    const latest = tokenOf((await outbox(m.email)).at(-1)!.text);
    expect((await reset(first, 'brandnew123')).json().errorCode).toBe('password.reset.invalid');
    expect((await reset('x'.repeat(43), 'brandnew123')).json().errorCode).toBe('password.reset.invalid');
    clock.advance(RESET_TOKEN_TTL_MS + 1000);
    expect((await reset(latest, 'brandnew123')).json().errorCode).toBe('password.reset.invalid');
  });

  it('lifts a lock left by failed logins once the owner resets the password', async () => {
    const m = await newMember();
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) await client.login(m.username, 'wrong-password', { ip, withCaptcha: await client.captcha(ip) });
    expect((await client.login(m.username, m.password, { ip, withCaptcha: await client.captcha(ip) })).json().errorCode).toBe(
      'login.account.locked',
    );
    await forgot({ username: m.username, email: m.email });
    expect((await reset(tokenOf((await outbox(m.email)).at(-1)!.text), 'unlocked-99')).statusCode).toBe(200);
    expect((await client.login(m.username, 'unlocked-99')).statusCode).toBe(200);
  });

  it('limits requests per username whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot({ username: 'limited_name', email: 'a@b.co' })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
