import { API } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { TOTP_STEP_MS, twoFactorClient, type TwoFactorMember } from '../../test/two-factor.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { loginFailures } from './auth.tables.js';
import { CHALLENGE_TTL_MS, CODES_PER_CHALLENGE, CODES_PER_MEMBER } from './login-challenge.js';
import { hashToken } from './sessions.js';
import * as repository from './two-factor.repository.js';
import { loginChallenges } from './two-factor.tables.js';

describe.each(testDatabases())('the login code step on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let tf: ReturnType<typeof twoFactorClient>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    tf = twoFactorClient(t, clock.now);
  });
  afterAll(() => t.close());

  const infoCode = async (token: string) => {
    const res = await tf.client.get(API.memberInfo, { token });
    return res.statusCode === 200 ? 'ok' : res.json().errorCode;
  };
  async function challengeOf(member: TwoFactorMember) {
    const { res, challenge } = await tf.passwordStep(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toBeUndefined();
    if (!challenge) throw new Error('no challenge');
    return challenge;
  }
  const memberIdOf = async (member: TwoFactorMember) => {
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    return (await members.findByUsername({ db: t.database.db, clock: clock.now }, demo.id, member.username))?.id ?? 0;
  };
  const wrongCodeCount = async (username: string) => {
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.usernameLower, username));
    return rows.length;
  };

  it('logs a member without two-step verification in as before', async () => {
    const member = await tf.newMember();
    const { res, challenge } = await tf.passwordStep(member);
    expect(challenge).toBeUndefined();
    expect(await infoCode(res.json().value.token)).toBe('ok');
  });

  it('opens no session on the right password alone: the right code opens it', async () => {
    const member = await tf.memberWithTwoFactor();
    const challenge = await challengeOf(member);
    const expiresAt = (await tf.passwordStep(member)).res.json().value.twoFactor.expiresAt as string;
    expect(Date.parse(expiresAt)).toBe(clock.now() + CHALLENGE_TTL_MS);
    clock.advance(TOTP_STEP_MS);
    const res = await tf.answer(challenge, await tf.code(member.secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: member.username, token: expect.any(String) });
    expect(await infoCode(res.json().value.token)).toBe('ok');
    // One session per challenge, even with another good code.
    expect((await tf.answer(challenge, member.backupCodes[0] ?? '')).json().errorCode).toBe('two.factor.challenge.invalid');
  });

  it('refuses a wrong code in the language asked, and counts it on the challenge and on the member', async () => {
    const member = await tf.memberWithTwoFactor();
    const challenge = await challengeOf(member);
    const pt = await tf.answer(challenge, '000000');
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({ errorCode: 'two.factor.code.invalid', data: { attemptsLeft: CODES_PER_CHALLENGE - 1 } });
    expect(pt.json().message).toMatch(/^Código errado ou já usado/);
    const en = await tf.answer(challenge, 'zzzzz-zzzzz', { language: 'en' });
    expect(en.json().message).toMatch(/^Wrong or already used code/);
    const [row] = await t.database.db
      .select({ attempts: loginChallenges.attempts })
      .from(loginChallenges)
      .where(eq(loginChallenges.memberId, await memberIdOf(member)));
    expect(row?.attempts).toBe(2);
    expect(await wrongCodeCount(`two-factor-login:member-${await memberIdOf(member)}`)).toBe(2);
  });

  it('ends the challenge at its last wrong code: then even the right code needs a new login', async () => {
    const member = await tf.memberWithTwoFactor();
    const challenge = await challengeOf(member);
    const answers: string[] = [];
    for (let i = 0; i < CODES_PER_CHALLENGE; i += 1) answers.push((await tf.answer(challenge, '000000')).json().errorCode);
    expect(answers).toEqual([...Array<string>(CODES_PER_CHALLENGE - 1).fill('two.factor.code.invalid'), 'two.factor.attempts.exceeded']);
    clock.advance(TOTP_STEP_MS);
    expect((await tf.answer(challenge, await tf.code(member.secret))).json().errorCode).toBe('two.factor.challenge.invalid');
    const again = await tf.answer(await challengeOf(member), await tf.code(member.secret));
    expect(again.statusCode).toBe(200);
  });

  it('lets no more codes through than the limit when they arrive together', async () => {
    const member = await tf.memberWithTwoFactor();
    const challenge = await challengeOf(member);
    const burst = await Promise.all(Array.from({ length: CODES_PER_CHALLENGE * 3 }, () => tf.answer(challenge, '000000')));
    const codes = burst.map((r) => r.json().errorCode as string);
    const checked = codes.filter((c) => c !== 'two.factor.challenge.invalid');
    expect(checked).toHaveLength(CODES_PER_CHALLENGE);
    expect(checked.filter((c) => c === 'two.factor.attempts.exceeded')).toHaveLength(1);
    expect(await wrongCodeCount(`two-factor-login:member-${await memberIdOf(member)}`)).toBe(CODES_PER_CHALLENGE);
    clock.advance(TOTP_STEP_MS);
    expect((await tf.answer(challenge, await tf.code(member.secret))).json().errorCode).toBe('two.factor.challenge.invalid');

    // The count itself, without the requests around it: of counts made together on a live challenge, the limit pass.
    const fresh = hashToken(await challengeOf(member));
    const merchantId = (await merchants.getMerchantByCode(t.database.db, 'demo')).id;
    const params = { tokenHash: fresh, merchantId, now: new Date(clock.now()), max: CODES_PER_CHALLENGE };
    const counted = await Promise.all(Array.from({ length: 15 }, () => repository.countChallengeAttempt(t.database.db, params)));
    expect(counted.filter(Boolean)).toHaveLength(CODES_PER_CHALLENGE);
  });

  it("locks the member's code step once their wrong codes over all challenges reach the window's limit", async () => {
    const member = await tf.memberWithTwoFactor();
    const burst = async () => {
      const challenge = await challengeOf(member);
      return Promise.all(Array.from({ length: CODES_PER_CHALLENGE }, () => tf.answer(challenge, '000000')));
    };
    await burst();
    const second = (await burst()).map((r) => r.json().errorCode);
    expect(second).toContain('login.account.locked');
    expect(await wrongCodeCount(`two-factor-login:member-${await memberIdOf(member)}`)).toBe(CODES_PER_MEMBER);
    // The password step itself says so now, without a challenge to waste.
    expect((await tf.passwordStep(member)).res.json().errorCode).toBe('login.account.locked');
    clock.advance(15 * 60 * 1000 + 1000);
    clock.advance(TOTP_STEP_MS);
    expect((await tf.answer(await challengeOf(member), await tf.code(member.secret))).statusCode).toBe(200);
  });

  it('takes a code once: the same code cannot open a second session', async () => {
    const member = await tf.memberWithTwoFactor();
    clock.advance(TOTP_STEP_MS);
    const code = await tf.code(member.secret);
    const first = await challengeOf(member);
    const second = await challengeOf(member);
    const [a, b] = await Promise.all([tf.answer(first, code), tf.answer(second, code)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await tf.answer(await challengeOf(member), code)).json().errorCode).toBe('two.factor.code.invalid');
    // The code of the step before still counts (typed as the step turned), but it is older than the one taken.
    clock.advance(TOTP_STEP_MS);
    expect((await tf.answer(await challengeOf(member), code)).json().errorCode).toBe('two.factor.code.invalid');
  });

  it('takes a backup code once, in any case and with or without its dash', async () => {
    const member = await tf.memberWithTwoFactor();
    const backup = member.backupCodes[3] ?? '';
    const typed = backup.replace('-', '').toUpperCase();
    const res = await tf.answer(await challengeOf(member), typed);
    expect(res.statusCode).toBe(200);
    expect((await tf.answer(await challengeOf(member), backup)).json().errorCode).toBe('two.factor.code.invalid');
    expect((await tf.status(res.json().value.token)).backupCodesLeft).toBe(member.backupCodes.length - 1);
  });

  it('expires the challenge after five minutes and keeps it to the browser that gave the password', async () => {
    const member = await tf.memberWithTwoFactor();
    const late = await challengeOf(member);
    clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await tf.answer(late, await tf.code(member.secret))).json().errorCode).toBe('two.factor.challenge.invalid');

    const { challenge } = await tf.passwordStep(member, { deviceId: 'device_aaaaaaaaaaaa' });
    const elsewhere = await tf.answer(challenge ?? '', await tf.code(member.secret), { deviceId: 'device_bbbbbbbbbbbb' });
    expect(elsewhere.json().errorCode).toBe('two.factor.challenge.invalid');
    const here = await tf.answer(challenge ?? '', await tf.code(member.secret), { deviceId: 'device_aaaaaaaaaaaa' });
    expect(here.statusCode).toBe(200);
  });

  it('asks for the code after an SMS login too', async () => {
    const member = await tf.memberWithTwoFactor();
    const ip = nextIp();
    await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      remoteAddress: ip,
      headers: await humanProofHeaders(t),
      payload: { mobileNum: member.mobileNum, countryDialingCode: '+55', ...(await tf.client.captcha(ip)), purpose: 'login' },
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: `${API.operatorSmsOutbox}?mobileNum=${member.mobileNum}`,
      headers: operatorHeaders,
    });
    const smsCode = /(\d{6})/.exec(outbox.json().value.at(-1).text as string)?.[1] ?? '';
    const login = await tf.client.sealed('POST', API.login, {
      type: 'sms',
      mobileNum: member.mobileNum,
      countryDialingCode: '+55',
      verificationCode: smsCode,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.token).toBeUndefined();
    clock.advance(TOTP_STEP_MS);
    const res = await tf.answer(login.json().value.twoFactor.challenge, await tf.code(member.secret));
    expect(res.json().value.userName).toBe(member.username);
  });

  it('refuses malformed answers as bad input, changing nothing', async () => {
    const member = await tf.memberWithTwoFactor();
    const challenge = await challengeOf(member);
    expect((await tf.answer(challenge, '12345')).json().errorCode).toBe('request.invalid');
    expect((await tf.answer('short', '123456')).json().errorCode).toBe('request.invalid');
    const [row] = await t.database.db
      .select({ attempts: loginChallenges.attempts })
      .from(loginChallenges)
      .where(eq(loginChallenges.memberId, await memberIdOf(member)));
    expect(row?.attempts).toBe(0);
  });
});
