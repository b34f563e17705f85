import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { passwordsEvaluated } from '../../security/password.js';
import { ADDRESS_CAPTCHA_AFTER_FAILURES } from './login-ladder.js';

/** The ladder under parallel attempts and behind carrier-grade NAT (issue 27, items 1 and 2). */
describe.each(testDatabases())('login ladder under attack on %s', (kind) => {
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

  it('evaluates at most 5 passwords of 51 parallel guesses from 51 addresses, and refuses the right one sent after ten wrong ones without a captcha', async () => {
    const { username, password } = await newMember();
    const before = passwordsEvaluated();
    const guess = (i: number) => client.login(username, i === 10 ? password : `wrong-pass-${i}`, { ip: nextIp() });
    // Two parallel waves: requests sent together are served in no promised order, so the right password goes out
    // once the first ten have been answered, with the other forty wrong ones.
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(i)));
    const rest = await Promise.all(Array.from({ length: 41 }, (_, i) => guess(10 + i)));
    const answers = [...first, ...rest].map((res) => res.json());
    expect(passwordsEvaluated() - before).toBeLessThanOrEqual(5);
    expect(answers[10].success).toBe(false);
    expect(['captcha.required', 'login.account.locked']).toContain(answers[10].errorCode);
    expect(answers.filter((a) => a.success)).toHaveLength(0);
    // Every refusal past the free attempts tells the client to show the captcha.
    expect(answers.filter((a) => a.errorCode === 'captcha.required').every((a) => a.data.captcha === true)).toBe(true);
    // The owner still gets in with a captcha: the burst did not lock the account.
    const owner = await client.login(username, password, { withCaptcha: await client.captcha() });
    expect(owner.statusCode).toBe(200);
  });

  it('evaluates at most 5 old passwords of 30 parallel guesses in change password, then refuses even the right one', async () => {
    const { password, token } = await newMember();
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: API.changePassword,
        remoteAddress: nextIp(),
        headers: client.headersOf({ token }),
        payload: { oldPassword, newPassword: 'novasenha1', confirmNewPassword: 'novasenha1' },
      });
    const before = passwordsEvaluated();
    const answers = (await Promise.all(Array.from({ length: 30 }, (_, i) => change(`guess-${i}-pw`)))).map((res) => res.json());
    expect(passwordsEvaluated() - before).toBeLessThanOrEqual(5);
    const wrong = answers.filter((a) => a.errorCode === 'password.old.incorrect').length;
    expect(answers.filter((a) => a.errorCode === 'request.rate.limited').length).toBe(30 - wrong);
    // Guesses refused in flight were not evaluated, so they left no failure: the window fills up to exactly 5.
    for (let i = wrong; i < 5; i += 1) expect((await change(`late-guess-${i}`)).json().errorCode).toBe('password.old.incorrect');
    const right = await change(password);
    expect(right.statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await change(password)).statusCode).toBe(200);
  });

  it('does not ask the next player behind a shared address for a captcha after a few failures of others', async () => {
    const ip = nextIp();
    for (const name of ['ghost_a', 'ghost_b', 'ghost_c', 'ghost_d', 'ghost_e']) {
      expect((await client.login(name, 'wrong-password', { ip })).json().errorCode).toBe('login.credentials.invalid');
    }
    const { username, password } = await newMember();
    expect((await client.login(username, password, { ip })).statusCode).toBe(200);
  });

  it('asks for the captcha once an address has failed many times, and says so instead of "wrong captcha"', async () => {
    const ip = nextIp();
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER_FAILURES; i += 1) await client.login(`stuffed_${i}`, 'wrong-password', { ip });
    const { username, password } = await newMember();
    const refused = await client.login(username, password, { ip });
    expect(refused.json()).toMatchObject({ errorCode: 'captcha.required', data: { captcha: true } });
    expect((await client.login(username, password, { ip, withCaptcha: await client.captcha(ip) })).statusCode).toBe(200);
  });

  it('is strict per device: after 3 failures the device needs the captcha, another device on the address does not', async () => {
    const ip = nextIp();
    const deviceId = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    for (const name of ['dev_ghost_a', 'dev_ghost_b', 'dev_ghost_c']) await client.login(name, 'wrong-password', { ip, deviceId });
    const { username, password } = await newMember();
    expect((await client.login(username, password, { ip, deviceId })).json().errorCode).toBe('captcha.required');
    expect((await client.login(username, password, { ip, deviceId: 'f'.repeat(32) })).statusCode).toBe(200);
  });

  it('lets a burst of 35 players log in at once from one fresh address', async () => {
    const players = [];
    for (let i = 0; i < 35; i += 1) players.push(await newMember());
    const ip = nextIp();
    const answers = await Promise.all(players.map((p) => client.login(p.username, p.password, { ip })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(35);
  });
});
