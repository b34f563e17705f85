import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

describe.each(testDatabases())('set password by phone on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = accountClient(t);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    await merchants.setSetting(t.database.db, demo.id, 'singleSession', false);
  });
  afterAll(() => t.close());

  async function newMember() {
    const { res, payload } = await client.register();
    expect(res.statusCode).toBe(200);
    return {
      username: payload.username as string,
      password: payload.password as string,
      mobileNum: payload.mobileNum as string,
      token: res.json().value.token as string,
    };
  }
  async function smsCode(mobileNum: string): Promise<string> {
    const ip = nextIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      remoteAddress: ip,
      headers: await humanProofHeaders(t),
      payload: { mobileNum, countryDialingCode: '+55', purpose: 'password', ...(await client.captcha(ip)) },
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `${API.operatorSmsOutbox}?mobileNum=${mobileNum}`,
      headers: operatorHeaders,
      remoteAddress: nextIp(),
    });
    return /(\d{6})/.exec(outbox.json().value.at(-1).text as string)?.[1] ?? '';
  }
  const setByPhone = (mobileNum: string, verificationCode: string, newPassword: string) =>
    client.sealed('POST', API.setPasswordByPhone, { mobileNum, countryDialingCode: '+55', verificationCode, newPassword });

  it('sets the password with the SMS code; a same-password refusal leaves the code usable; sessions end', async () => {
    const m = await newMember();
    const code = await smsCode(m.mobileNum);
    expect((await setByPhone(m.mobileNum, code, m.password)).json().errorCode).toBe('modify.new.old.same');
    expect((await setByPhone(m.mobileNum, code, 'phone-new-9')).json()).toEqual({ success: true, value: null });
    expect((await setByPhone(m.mobileNum, code, 'phone-new-10')).json().errorCode).toBe('sms.code.invalid');
    expect((await client.get(API.memberInfo, { token: m.token })).json().errorCode).toBe('login.not.session');
    expect((await client.login(m.username, m.password)).json().errorCode).toBe('login.credentials.invalid');
    expect((await client.login(m.username, 'phone-new-9')).statusCode).toBe(200);
  });

  it('refuses a wrong code and an unknown number alike', async () => {
    const m = await newMember();
    await smsCode(m.mobileNum);
    expect((await setByPhone(m.mobileNum, '000000', 'phone-new-9')).json().errorCode).toBe('sms.code.invalid');
    expect((await setByPhone('11955550000', '123456', 'phone-new-9')).json().errorCode).toBe('sms.code.invalid');
  });

  it('refuses a plain body, and everything when CHNGPASSVERIF3 is off', async () => {
    const m = await newMember();
    const plain = await t.app.inject({
      method: 'POST',
      url: API.setPasswordByPhone,
      payload: { mobileNum: m.mobileNum, countryDialingCode: '+55', verificationCode: '123456', newPassword: 'phone-new-9' },
    });
    expect(plain.json().errorCode).toBe('encryption.required');
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const whitelabel = await merchants.getSetting(t.database.db, demo.id, 'whitelabel');
    await merchants.setSetting(t.database.db, demo.id, 'whitelabel', { ...whitelabel, CHNGPASSVERIF3: false });
    try {
      const code = await smsCode(m.mobileNum);
      const res = await setByPhone(m.mobileNum, code, 'phone-new-9');
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('permission.denied');
    } finally {
      await merchants.setSetting(t.database.db, demo.id, 'whitelabel', whitelabel);
    }
  });
});
