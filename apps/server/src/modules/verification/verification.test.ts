import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';
import { attemptsOf, latestCodeId } from './verification.repository.js';
import { consumeCode, MAX_ATTEMPTS_PER_CODE, SMS_CODE_TTL_MS } from './verification.service.js';

const FAILING_NUMBER = '11900000000';
let numberCounter = 0;
const newNumber = () => `1198${String(Date.now() % 1e5).padStart(5, '0')}${String(numberCounter++).padStart(2, '0')}`;

describe.each(testDatabases())('SMS codes on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { sms: { provider: 'outbox', failNumbers: [`+55${FAILING_NUMBER}`] } } });
    client = accountClient(t, clock.now);
    merchantId = (await merchants.getMerchantByCode(t.database.db, 'demo')).id;
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.database.db, clock: clock.now });
  async function requestCode(mobileNum: string, o: { ip?: string; language?: string; purpose?: string } = {}) {
    const ip = o.ip ?? nextIp();
    return t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      remoteAddress: ip,
      headers: { ...client.headersOf({ language: o.language }), ...(await humanProofHeaders(t)) },
      payload: { mobileNum, countryDialingCode: '+55', ...(await client.captcha(ip)), ...(o.purpose && { purpose: o.purpose }) },
    });
  }
  async function codeFromOutbox(mobileNum: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.operatorSmsOutbox}?mobileNum=${mobileNum}`,
      headers: operatorHeaders,
      remoteAddress: nextIp(),
    });
    const text = res.json().value.at(-1).text as string;
    return /(\d{6})/.exec(text)?.[1] ?? '';
  }
  const number = (mobileNum: string) => ({ merchantId, countryDialingCode: '+55', mobileNum, purpose: 'register' as const });

  it('sends a code through the outbox, translated, with its expiry time', async () => {
    const mobile = newNumber();
    const res = await requestCode(mobile, { language: 'pt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.expirationTime).toBe(clock.now() + SMS_CODE_TTL_MS);
    const outbox = await t.app.inject({ method: 'GET', url: `${API.operatorSmsOutbox}?mobileNum=${mobile}`, headers: operatorHeaders });
    expect(outbox.json().value[0]).toMatchObject({ toNumber: `+55${mobile}`, status: 'sent' });
    expect(outbox.json().value[0].text).toMatch(/^Seu código Demo Bet é \d{6}\. Válido por 5 minutos\.$/);
    await requestCode(mobile, { language: 'en' });
    expect(await t.app.inject({ method: 'GET', url: `${API.operatorSmsOutbox}?mobileNum=${mobile}` }).then((r) => r.statusCode)).toBe(401);
    const en = await t.app.inject({ method: 'GET', url: `${API.operatorSmsOutbox}?mobileNum=${mobile}`, headers: operatorHeaders });
    expect(en.json().value.at(-1).text).toMatch(/^Your Demo Bet code is \d{6}\. Valid for 5 minutes\.$/);
  });

  it('needs a solved captcha', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      headers: await humanProofHeaders(t),
      payload: { mobileNum: newNumber(), countryDialingCode: '+55', ...(await client.captcha()), captcha: '0000' },
    });
    expect(res.json().errorCode).toBe('captcha.invalid');
  });

  it('evaluates at most 5 of 10,000 guesses, after which the right code fails too', async () => {
    const mobile = newNumber();
    await requestCode(mobile);
    const right = await codeFromOutbox(mobile);
    const guesses = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== right);
    for (let i = 0; i < guesses.length; i += 500) {
      const batch = guesses.slice(i, i + 500).map((code) =>
        consumeCode(deps(), { ...number(mobile), code }).then(
          () => 'ok',
          (e) => e.code,
        ),
      );
      expect(new Set(await Promise.all(batch))).toEqual(new Set(['sms.code.invalid']));
    }
    const id = await latestCodeId(t.database.db, { merchantId, countryDialingCode: '55', mobileNum: mobile, purpose: 'register' });
    expect(await attemptsOf(t.database.db, { id: id! })).toBe(MAX_ATTEMPTS_PER_CODE);
    await expect(consumeCode(deps(), { ...number(mobile), code: right })).rejects.toMatchObject({ code: 'sms.code.invalid' });
  }, 120_000);

  it('is single use and expires after 5 minutes', async () => {
    const mobile = newNumber();
    await requestCode(mobile);
    const code = await codeFromOutbox(mobile);
    await consumeCode(deps(), { ...number(mobile), code });
    await expect(consumeCode(deps(), { ...number(mobile), code })).rejects.toMatchObject({ code: 'sms.code.invalid' });

    const other = newNumber();
    await requestCode(other);
    const late = await codeFromOutbox(other);
    clock.advance(SMS_CODE_TTL_MS + 1);
    await expect(consumeCode(deps(), { ...number(other), code: late })).rejects.toMatchObject({ code: 'sms.code.expired' });
  });

  it('refuses a 4th code for one number within 15 minutes', async () => {
    const mobile = newNumber();
    for (let i = 0; i < 3; i += 1) expect((await requestCode(mobile)).statusCode).toBe(200);
    const fourth = await requestCode(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errorCode).toBe('sms.rate.limited');
    clock.advance(15 * 60 * 1000 + 1);
    expect((await requestCode(mobile)).statusCode).toBe(200);
  });

  it('caps codes per address at 20 an hour', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 20; i += 1) expect((await requestCode(newNumber(), { ip })).statusCode).toBe(200);
    expect((await requestCode(newNumber(), { ip })).json().errorCode).toBe('sms.rate.limited');
  });

  it('answers sms.send.failed when the provider refuses, and keeps no code', async () => {
    const res = await requestCode(FAILING_NUMBER);
    expect(res.statusCode).toBe(502);
    expect(res.json().errorCode).toBe('sms.send.failed');
    expect(
      await latestCodeId(t.database.db, { merchantId, countryDialingCode: '55', mobileNum: FAILING_NUMBER, purpose: 'register' }),
    ).toBeUndefined();
  });

  it('registers by mobile with the code from the outbox, then logs in by SMS', async () => {
    const mobile = newNumber();
    await requestCode(mobile);
    const payload = await client.registrationPayload({
      username: undefined,
      mobileNum: mobile,
      verificationCode: await codeFromOutbox(mobile),
    });
    const res = await client.sealed('PUT', API.registerMobile, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(`m${mobile}`);

    await requestCode(mobile, { purpose: 'login' });
    const login = await client.sealed('POST', API.login, {
      type: 'sms',
      mobileNum: mobile,
      countryDialingCode: '+55',
      verificationCode: await codeFromOutbox(mobile),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.userName).toBe(`m${mobile}`);
  });

  it('refuses mobile registration with a wrong code', async () => {
    const mobile = newNumber();
    await requestCode(mobile);
    const payload = await client.registrationPayload({ mobileNum: mobile, verificationCode: '000000' });
    const res = await client.sealed('PUT', API.registerMobile, payload);
    expect(res.json().errorCode).toBe('sms.code.invalid');
  });
});
