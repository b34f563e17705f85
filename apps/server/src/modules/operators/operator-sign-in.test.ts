import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, TEST_OPERATOR_NEW_PASSWORD, TEST_OPERATOR_PASSWORD, totpCode } from '../../test/operators.js';
import { createTestApp, manualClock, operatorHeaders, testDatabases, TEST_OPERATOR_TOKEN, type TestApp } from '../../test/test-app.js';

const STEP_MS = 30_000;

describe.each(testDatabases())('operator sign-in on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
  });
  afterAll(() => t.close());

  // Each step from its own address: the sign-in steps are rate limited per address (20 a minute).
  let address = 0;
  const nextIp = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: API.operatorSession, payload: { username, password }, remoteAddress: nextIp() });
  const sendCode = (ticket: string, code: string) =>
    t.app.inject({ method: 'POST', url: API.operatorSessionTotp, payload: { ticket, code }, remoteAddress: nextIp() });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: API.operatorMe, headers });
  const maintenance = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers });

  it('enrols the second factor at the first sign-in and asks for a new password before anything else', async () => {
    await t.app.inject({
      method: 'POST',
      url: API.operatorAccounts,
      headers: operatorHeaders,
      payload: { username: 'first', displayName: 'First Admin', role: 'admin', password: TEST_OPERATOR_PASSWORD },
    });
    expect((await signIn('first', 'wrong-password-000')).json()).toMatchObject({ errorCode: 'login.credentials.invalid' });
    const step = (await signIn('first', TEST_OPERATOR_PASSWORD)).json().value;
    expect(step).toMatchObject({ next: 'enrol' });
    expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*first\?.*secret=/);
    expect((await sendCode(step.ticket, '000000')).json()).toMatchObject({ errorCode: 'operator.totp.invalid' });
    const signed = await sendCode(step.ticket, await totpCode(step.secret, clock.now()));
    expect(signed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signed.json().value.token}` };
    expect(signed.json().value.me).toMatchObject({ username: 'first', role: 'admin', mustChangePassword: true, idleMinutes: 30 });
    expect((await maintenance(headers)).json()).toMatchObject({ errorCode: 'operator.password.change.required' });
    const change = { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: TEST_OPERATOR_NEW_PASSWORD };
    expect((await t.app.inject({ method: 'POST', url: API.operatorMePassword, headers, payload: change })).statusCode).toBe(200);
    expect((await maintenance(headers)).statusCode).toBe(200);
    // The ticket was spent: it cannot open a second session.
    clock.advance(STEP_MS);
    expect((await sendCode(step.ticket, await totpCode(step.secret, clock.now()))).json()).toMatchObject({
      errorCode: 'operator.ticket.invalid',
    });
  });

  it('asks for the code at every sign-in, takes each code once, and never signs in with the password alone', async () => {
    const op = await createOperator(t, 'support', 'twofactor', clock.now);
    clock.advance(STEP_MS);
    const first = (await signIn('twofactor', TEST_OPERATOR_NEW_PASSWORD)).json().value;
    expect(first).toEqual({ next: 'totp', ticket: expect.any(String) });
    const code = await totpCode(op.secret, clock.now());
    expect((await sendCode(first.ticket, code)).statusCode).toBe(200);
    const second = (await signIn('twofactor', TEST_OPERATOR_NEW_PASSWORD)).json().value;
    expect((await sendCode(second.ticket, code)).json()).toMatchObject({ errorCode: 'operator.totp.invalid' });
    expect((await me({ authorization: `Bearer ${second.ticket}` })).statusCode).toBe(401);
    clock.advance(STEP_MS);
    expect((await sendCode(second.ticket, await totpCode(op.secret, clock.now()))).statusCode).toBe(200);
  });

  it('locks the sign-in after five wrong codes, counted before they are checked', async () => {
    const op = await createOperator(t, 'finance', 'guesser', clock.now);
    clock.advance(STEP_MS);
    const { ticket } = (await signIn('guesser', TEST_OPERATOR_NEW_PASSWORD)).json().value;
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => sendCode(ticket, String(100000 + i))));
    const codes = guesses.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'operator.totp.invalid').length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 'operator.totp.invalid' || c === 'login.account.locked' || c === 'operator.ticket.invalid')).toBe(true);
    expect((await sendCode(ticket, await totpCode(op.secret, clock.now()))).statusCode).not.toBe(200);
    expect((await signIn('guesser', TEST_OPERATOR_NEW_PASSWORD)).json()).toMatchObject({ errorCode: 'login.account.locked' });
  });

  it('ends a session after 30 minutes idle, at logout, and at a password change on the other sessions', async () => {
    const op = await createOperator(t, 'risk', 'sessions', clock.now);
    clock.advance(29 * 60_000);
    expect((await me(op.headers)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me(op.headers)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await me(op.headers)).json()).toMatchObject({ errorCode: 'operator.session.expired' });

    const login = async () => {
      clock.advance(STEP_MS);
      const { ticket } = (await signIn('sessions', TEST_OPERATOR_NEW_PASSWORD)).json().value;
      const token = (await sendCode(ticket, await totpCode(op.secret, clock.now()))).json().value.token;
      return { authorization: `Bearer ${token}` };
    };
    const a = await login();
    const b = await login();
    expect((await t.app.inject({ method: 'DELETE', url: API.operatorSession, headers: a })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    const c = await login();
    const payload = { oldPassword: TEST_OPERATOR_NEW_PASSWORD, newPassword: 'another-password-99' };
    expect((await t.app.inject({ method: 'POST', url: API.operatorMePassword, headers: c, payload })).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(200);
  });

  it('ends the sessions of an operator whose rights an admin changed, and refuses a disabled one', async () => {
    const admin = await createOperator(t, 'admin', 'boss', clock.now);
    const op = await createOperator(t, 'support', 'demoted', clock.now);
    const patch = (payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'PATCH', url: API.operatorAccount.replace(':id', String(op.id)), headers, payload });
    expect((await patch({ role: 'auditor' })).json().value).toMatchObject({ role: 'auditor' });
    expect((await me(op.headers)).statusCode).toBe(401);
    expect((await patch({ status: 'disabled' })).statusCode).toBe(200);
    clock.advance(STEP_MS);
    expect((await signIn('demoted', TEST_OPERATOR_NEW_PASSWORD)).json()).toMatchObject({ errorCode: 'login.credentials.invalid' });
    const self = await t.app.inject({
      method: 'PATCH',
      url: API.operatorAccount.replace(':id', String(admin.id)),
      headers: admin.headers,
      payload: { role: 'support' },
    });
    expect(self.json()).toMatchObject({ errorCode: 'operator.self.change' });
  });

  it('accepts the installation token only from this machine, and never logs a credential', async () => {
    const installation = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const remote = await t.app.inject({
      method: 'GET',
      url: API.operatorMaintenance,
      headers: installation,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.json()).toMatchObject({ errorCode: 'operator.unauthorized' });
    expect((await maintenance(installation)).statusCode).toBe(200);
    expect(t.logs()).not.toContain(TEST_OPERATOR_TOKEN);
    expect(t.logs()).not.toContain(TEST_OPERATOR_PASSWORD);
    expect(t.logs()).not.toMatch(/ops_[A-Za-z0-9_-]{20}/);
  });
});
