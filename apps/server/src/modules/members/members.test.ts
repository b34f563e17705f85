import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp, randomCpf } from '../../test/accounts.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

describe.each(testDatabases())('registration and sessions on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    client = accountClient(t);
  });
  afterAll(() => t.close());

  it('registers, logs in, reads member info, logs out, and the token is refused afterwards', async () => {
    const { res, payload } = await client.register({ username: 'Maria_1' });
    expect(res.statusCode).toBe(200);
    const registered = res.json().value;
    expect(registered).toMatchObject({ merchantCode: 'demo', userName: 'Maria_1', type: 0, firstTimeLogin: true, lastLogin: null });
    expect(registered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await client.login('MARIA_1', payload.password, { ip: '203.0.113.7' });
    expect(login.statusCode).toBe(200);
    const session = login.json().value;
    expect(session.firstTimeLogin).toBe(false);
    expect(session.lastLogin).toMatchObject({ ip: expect.any(String), at: expect.any(String) });

    const info = await client.get(API.memberInfo, { token: session.token });
    expect(info.json()).toEqual({
      success: true,
      value: { id: expect.any(String), account: 'Maria_1', nickname: null, type: 0, clubLabel: { labelName: 'VIP 0' } },
    });

    const out = await t.app.inject({ method: 'DELETE', url: API.logout, headers: client.headersOf({ token: session.token }) });
    expect(out.json()).toEqual({ success: true, value: null });
    const after = await client.get(API.memberInfo, { token: session.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('login.not.session');
    expect((await client.get(API.memberInfo)).json().errorCode).toBe('login.not.session');
  });

  it('lets exactly one of 20 concurrent registrations of one name (any case) win', async () => {
    const payloads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.registrationPayload({ username: i % 2 ? 'RaceName' : 'racename' })),
    );
    const results = await Promise.all(payloads.map((p) => client.sealed('PUT', API.register, p)));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'register.username.exists')).toHaveLength(19);
  });

  it('accepts REGISTRATIONS_PER_ADDRESS_HOUR registrations from one address an hour, then refuses it and creates nobody', async () => {
    const ip = '203.0.113.77';
    const max = t.config.registrationsPerAddressHour;
    expect(max).toBe(20);
    for (let i = 0; i < max; i += 1) expect((await client.register({}, { ip })).res.statusCode).toBe(200);
    const { res, payload } = await client.register({}, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('request.rate.limited');
    expect((await client.get(`${API.validateUsername}?username=${payload.username}`)).json().value).toEqual({ available: true });
    // Another address is not held back by this one.
    expect((await client.register({}, { ip: '203.0.113.78' })).res.statusCode).toBe(200);
  });

  it('refuses mass-assignment fields and creates nobody', async () => {
    for (const extra of [{ type: 1 }, { balance: '1000.00' }, { merchantCode: 'other' }]) {
      const { res } = await client.register({ username: 'greedy_one', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    expect((await client.get(`${API.validateUsername}?username=greedy_one`)).json().value).toEqual({ available: true });
  });

  it('checks the CPF and keeps it unique per merchant', async () => {
    const invalid = await client.register({ idNumber: '52998224724' }, { language: 'en' });
    expect(invalid.res.statusCode).toBe(400);
    expect(invalid.res.json().data.fields).toEqual([{ path: 'idNumber', code: 'in_cpf_incorrect', message: 'Invalid CPF.' }]);
    const cpf = randomCpf();
    expect((await client.register({ idNumber: cpf })).res.statusCode).toBe(200);
    const duplicate = await client.register({ idNumber: cpf });
    expect(duplicate.res.statusCode).toBe(409);
    expect(duplicate.res.json().errorCode).toBe('register.idnumber.exists');
  });

  it('keeps mobile numbers unique per merchant', async () => {
    const mobileNum = '11912345678';
    expect((await client.register({ mobileNum })).res.statusCode).toBe(200);
    const again = await client.register({ mobileNum });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().errorCode).toBe('register.mobile.exists');
  });

  it('refuses a field the merchant has not enabled and a missing required one', async () => {
    const { res } = await client.register({ qqNum: '12345', birthday: undefined });
    expect(res.statusCode).toBe(400);
    const paths = res.json().data.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(['qqNum', 'birthday']);
  });

  it('refuses a birthday out of range or under 18', async () => {
    const year = new Date().getUTCFullYear();
    const cases = [
      ['1899-12-31', 'in_birthday_incorrect'],
      [`${year + 1}-01-01`, 'in_birthday_incorrect'],
      ['1990-02-30', 'in_birthday_incorrect'],
      [`${year - 10}-01-01`, 'birthday_under_18'],
    ];
    for (const [birthday, code] of cases) {
      const { res } = await client.register({ birthday });
      expect(res.json().data.fields[0].code, birthday).toBe(code);
    }
  });

  it('answers in Portuguese and in English', async () => {
    const pt = await client.register({ password: 'curta' }, { language: 'pt' });
    const en = await client.register({ password: 'curta' }, { language: 'en' });
    expect(pt.res.json().data.fields[0].message).toBe('A senha precisa de pelo menos 8 caracteres.');
    expect(en.res.json().data.fields[0].message).toBe('The password needs at least 8 characters.');
    expect(pt.res.json().message).not.toBe(en.res.json().message);
  });

  it('refuses a wrong captcha before anything else', async () => {
    const { res } = await client.register({ captcha: '0000' });
    expect(res.json().errorCode).toBe('captcha.invalid');
  });

  it('checks affiliate codes against members invite codes', async () => {
    const unknown = await client.register({ affiliateCode: 'NOSUCHCODE' });
    expect(unknown.res.json().errorCode).toBe('register.affiliate.invalid');
    const check = await client.get(`${API.affiliateCheck}?code=NOSUCHCODE&domain=localhost`);
    expect(check.json().value).toEqual({ success: false });
  });

  it('refuses a registration method the merchant has switched off', async () => {
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, USERNAMEREG3: false });
    try {
      const { res } = await client.register();
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('register.method.disabled');
      expect((await client.get(API.registerSettings)).json().value.methods).toEqual({ username: false, mobile: true });
    } finally {
      await merchants.setSetting(t.database.db, demo.id, 'whitelabel', whitelabel);
    }
  });

  it('publishes the registration settings and methods', async () => {
    const res = await client.get(API.registerSettings, { ip: nextIp() });
    expect(res.json().value.methods).toEqual({ username: true, mobile: true });
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('idNumber');
  });
});
