import { API, failureEnvelopeSchema, systemStatusSchema, whitelabelFlags } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';

const BRAZIL_IP = '200.147.67.142';
const US_IP = '8.8.8.8';

describe.each(testDatabases())('system calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const status = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: API.systemStatus, remoteAddress, headers });
  const help = (remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: `${API.helpCenter}?device=MOBILE&lang=pt`, remoteAddress });
  const setRegion = (rule: object) => t.app.inject({ method: 'PUT', url: API.operatorRegion, headers: operatorHeaders, payload: rule });
  const setMaintenance = (enabled: boolean) =>
    t.app.inject({ method: 'POST', url: API.operatorMaintenance, headers: operatorHeaders, payload: { enabled } });

  it('answers the status in the contract shape with the seeded settings', async () => {
    const res = await status(BRAZIL_IP, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    const value = systemStatusSchema.parse(body.value);
    expect(value.info.merchantCode).toBe('demo');
    expect(value.info.siteName).toBe('Demo Bet');
    expect(value.info.mainDomain).toBe('localhost');
    expect(value.info.imageCDNs).toEqual(['']);
    expect(value.info.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(Object.keys(value.info.whitelabel).sort()).toEqual([...whitelabelFlags].sort());
    expect(value.info.whitelabel).toMatchObject({ USERNAMEREG3: true, MOBILENUMREG3: true, FACEBOOKLOGIN3: false, CBS3: true });
    expect(value.info.register.map((f) => f.field)).toEqual(['mobileNum', 'idNumber', 'birthday', 'email', 'affiliateCode']);
    expect(value.info.resources.social.map((s) => s.type)).toEqual(['FACEBOOK', 'INSTAGRAM', 'WHATSAPP']);
    expect(value.info.customerService.channels.map((c) => c.type)).toEqual(['LIVECHAT', 'WHATSAPP', 'TELEGRAM']);
    expect(value.location).toEqual({ ip: BRAZIL_IP, country: 'BR' });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it('answers the help center in the asked language', async () => {
    const pt = (await t.app.inject({ url: `${API.helpCenter}?device=MOBILE&lang=pt` })).json();
    const en = (await t.app.inject({ url: `${API.helpCenter}?device=MOBILE&lang=en` })).json();
    expect(pt.value).toHaveLength(5);
    expect(en.value).toHaveLength(5);
    expect(pt.value[0].title).toBe('Como depositar com PIX');
    expect(en.value[0].title).toBe('How to deposit with PIX');
    const byHeader = (await t.app.inject({ url: API.helpCenter, headers: { 'accept-language': 'en-US,en;q=0.9' } })).json();
    expect(byHeader.value[0].title).toBe('How to deposit with PIX');
  });

  it('refuses an unknown help language with a translated 400', async () => {
    const res = await t.app.inject({ url: `${API.helpCenter}?lang=fr`, headers: { language: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(res.json().data.fields[0]).toMatchObject({ path: 'lang', code: 'invalid_value' });
  });

  it('maintenance closes every other call with 503 and opens again', async () => {
    expect((await setMaintenance(true)).statusCode).toBe(200);
    expect((await status()).json().value.maintenance).toBe(true);
    expect((await help()).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(refused.statusCode).toBe(503);
    expect(failureEnvelopeSchema.parse(refused.json())).toMatchObject({ errorCode: 'system.maintenance' });
    expect(refused.json().message).toBe('A plataforma está em manutenção. Voltamos em breve.');

    expect((await setMaintenance(false)).statusCode).toBe(200);
    expect((await status()).json().value.maintenance).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
  });

  it('a deny range refuses the client everywhere but the status', async () => {
    expect((await setRegion({ mode: 'deny', countries: [], cidrs: ['10.0.0.0/8'] })).statusCode).toBe(200);
    const blocked = await status('10.1.2.3');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().value).toMatchObject({ regionRestriction: true, location: { ip: '10.1.2.3', country: null } });
    const refused = await help('10.1.2.3');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'access.denied.location' });
    expect((await help('192.168.1.1')).statusCode).toBe(200);
    expect((await status('192.168.1.1')).json().value.regionRestriction).toBe(false);
  });

  it('allow mode lets in only the listed countries', async () => {
    expect((await setRegion({ mode: 'allow', countries: ['BR'], cidrs: [] })).statusCode).toBe(200);
    expect((await status(BRAZIL_IP)).json().value.regionRestriction).toBe(false);
    expect((await help(BRAZIL_IP)).statusCode).toBe(200);
    expect((await status(US_IP)).json().value).toMatchObject({ regionRestriction: true, location: { country: 'US' } });
    expect((await help(US_IP)).statusCode).toBe(403);
    // The operator is never locked out of the switch that would let them back in.
    const reset = await t.app.inject({
      method: 'PUT',
      url: API.operatorRegion,
      remoteAddress: US_IP,
      headers: operatorHeaders,
      payload: { mode: 'off', countries: [], cidrs: [] },
    });
    expect(reset.statusCode).toBe(200);
    expect((await help(US_IP)).statusCode).toBe(200);
  });

  it('reports maintenance before region refusal when both are on', async () => {
    await setRegion({ mode: 'deny', countries: [], cidrs: ['127.0.0.0/8'] });
    await setMaintenance(true);
    const body = (await status()).json().value;
    expect(body).toMatchObject({ maintenance: true, regionRestriction: true });
    expect((await t.app.inject({ url: '/wps/anything' })).statusCode).toBe(503);
    await setMaintenance(false);
    await setRegion({ mode: 'off', countries: [], cidrs: [] });
  });
});

describe('client address behind a proxy', () => {
  const ipSeen = async (trustProxy: boolean) => {
    const t = await createTestApp('pglite', { config: { trustProxy } });
    try {
      const res = await t.app.inject({ url: API.systemStatus, headers: { 'x-forwarded-for': BRAZIL_IP } });
      return res.json().value.location;
    } finally {
      await t.close();
    }
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    expect(await ipSeen(false)).toEqual({ ip: '127.0.0.1', country: null });
    expect(await ipSeen(true)).toEqual({ ip: BRAZIL_IP, country: 'BR' });
  });
});
