import { API } from '@app/contract';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { TOTP_STEP_MS, twoFactorClient } from '../../test/two-factor.js';
import * as merchants from '../merchants/merchants.service.js';
import { MANAGE_ATTEMPTS_MAX } from './two-factor.service.js';
import { memberBackupCodes, memberTwoFactor } from './two-factor.tables.js';

describe.each(testDatabases())('turning two-step verification on and off on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let tf: ReturnType<typeof twoFactorClient>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    tf = twoFactorClient(t, clock.now);
    // Two sessions of one member (another phone) live side by side: what turning it on or off must end.
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    await merchants.setSetting(t.database.db, demo.id, 'singleSession', false);
  });
  afterAll(() => t.close());

  const infoCode = async (token: string) => {
    const res = await tf.client.get(API.memberInfo, { token });
    return res.statusCode === 200 ? 'ok' : res.json().errorCode;
  };

  it('is on only once the first code confirms the setup; the secret is sealed, shown once and never logged', async () => {
    const member = await tf.newMember();
    expect(await tf.status(member.token)).toEqual({ enabled: false, enabledAt: null, backupCodesLeft: 0, passwordSet: true });
    const setup = (await tf.post(API.twoFactorSetup, member.token)).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(setup.otpauthUri);
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toContain(member.username);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toEqual(expect.any(String));
    expect(setup.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    // Set up but not confirmed: the login still opens a session at once.
    expect((await tf.passwordStep(member)).res.json().value.token).toEqual(expect.any(String));

    const wrong = await tf.post(API.twoFactorEnable, member.token, { password: member.password, code: '000000' }, { language: 'en' });
    expect(wrong.json()).toMatchObject({
      errorCode: 'two.factor.code.invalid',
      message: expect.stringContaining('Wrong or already used code'),
    });
    const badPassword = await tf.post(API.twoFactorEnable, member.token, { password: 'not-mine-1', code: await tf.code(setup.secret) });
    expect(badPassword.json().errorCode).toBe('two.factor.password.incorrect');
    const on = await tf.post(API.twoFactorEnable, member.token, { password: member.password, code: await tf.code(setup.secret) });
    expect(on.statusCode).toBe(200);
    const codes = on.json().value.backupCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(await tf.status(member.token)).toMatchObject({ enabled: true, enabledAt: expect.any(String), backupCodesLeft: 10 });

    const rows = await t.database.db.select().from(memberTwoFactor).where(isNotNull(memberTwoFactor.secretSealed));
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows) + JSON.stringify(await t.database.db.select().from(memberBackupCodes));
    expect(stored).not.toContain(setup.secret);
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect(t.logs()).not.toContain(setup.secret);
    for (const code of codes) expect(t.logs()).not.toContain(code);
    // On: no new setup (the secret is never answered again), no second confirmation.
    expect((await tf.post(API.twoFactorSetup, member.token)).json().errorCode).toBe('two.factor.already.on');
  });

  it('refuses a confirmation without a setup, and one whose QR code expired', async () => {
    const member = await tf.newMember();
    const none = await tf.post(API.twoFactorEnable, member.token, { password: member.password, code: '123456' });
    expect(none.json().errorCode).toBe('two.factor.setup.missing');
    const setup = (await tf.post(API.twoFactorSetup, member.token)).json().value;
    clock.advance(16 * 60 * 1000);
    const late = await tf.post(API.twoFactorEnable, member.token, { password: member.password, code: await tf.code(setup.secret) });
    expect(late.json().errorCode).toBe('two.factor.setup.missing');
    expect((await tf.status(member.token)).enabled).toBe(false);
  });

  it("ends the member's other sessions when it is turned on, and again when it is turned off", async () => {
    const member = await tf.newMember();
    const other = (await tf.passwordStep(member)).res.json().value.token as string;
    expect(await infoCode(other)).toBe('ok');
    const setup = (await tf.post(API.twoFactorSetup, member.token)).json().value;
    await tf.post(API.twoFactorEnable, member.token, { password: member.password, code: await tf.code(setup.secret) });
    expect(await infoCode(member.token)).toBe('ok');
    expect(await infoCode(other)).toBe('login.not.session');

    clock.advance(TOTP_STEP_MS);
    const { challenge } = await tf.passwordStep(member);
    const second = (await tf.answer(challenge ?? '', await tf.code(setup.secret))).json().value.token as string;
    clock.advance(TOTP_STEP_MS);
    const off = await tf.post(API.twoFactorDisable, member.token, { password: member.password, code: await tf.code(setup.secret) });
    expect(off.json()).toEqual({ success: true, value: null });
    expect(await infoCode(member.token)).toBe('ok');
    expect(await infoCode(second)).toBe('login.not.session');
  });

  it('turns off only with the login password and a current code or a backup code', async () => {
    const member = await tf.memberWithTwoFactor();
    clock.advance(TOTP_STEP_MS);
    const code = await tf.code(member.secret);
    const noPassword = await tf.post(API.twoFactorDisable, member.token, { password: 'wrong-pass1', code });
    expect(noPassword.json().errorCode).toBe('two.factor.password.incorrect');
    const noCode = await tf.post(API.twoFactorDisable, member.token, { password: member.password, code: '000000' });
    expect(noCode.json().errorCode).toBe('two.factor.code.invalid');
    const missing = await tf.post(API.twoFactorDisable, member.token, { password: member.password });
    expect(missing.json().errorCode).toBe('request.invalid');
    expect((await tf.status(member.token)).enabled).toBe(true);

    const off = await tf.post(API.twoFactorDisable, member.token, { password: member.password, code: member.backupCodes[0] });
    expect(off.statusCode).toBe(200);
    expect(await tf.status(member.token)).toMatchObject({ enabled: false, backupCodesLeft: 0 });
    // Off: the login opens a session at once again.
    expect((await tf.passwordStep(member)).res.json().value.token).toEqual(expect.any(String));
    expect((await tf.post(API.twoFactorDisable, member.token, { password: member.password, code })).json().errorCode).toBe(
      'two.factor.not.on',
    );
  });

  it('counts wrong passwords and codes before checking them: past the limit, nothing is checked', async () => {
    const member = await tf.memberWithTwoFactor();
    clock.advance(TOTP_STEP_MS);
    const tries = await Promise.all(
      Array.from({ length: MANAGE_ATTEMPTS_MAX + 4 }, () =>
        tf.post(API.twoFactorDisable, member.token, { password: 'wrong-pass1', code: '000000' }),
      ),
    );
    const codes = tries.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'two.factor.password.incorrect').length).toBeLessThanOrEqual(MANAGE_ATTEMPTS_MAX);
    expect(codes.filter((c) => c === 'request.rate.limited').length).toBeGreaterThanOrEqual(4);
    const right = await tf.post(API.twoFactorDisable, member.token, { password: member.password, code: await tf.code(member.secret) });
    expect(right.json().errorCode).toBe('request.rate.limited');
  });

  it('is not offered to trial accounts', async () => {
    const trial = (await tf.client.sealed('POST', API.trial, {})).json().value.token as string;
    expect((await tf.post(API.twoFactorSetup, trial)).json().errorCode).toBe('free.reject');
  });
});
