import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_RATE_LIMIT } from '../../http/operator-scope.js';
import { createTestApp, operatorHeaders, testDatabases, TEST_OPERATOR_TOKEN, type TestApp } from '../../test/test-app.js';

describe.each(testDatabases())('operator calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const getMaintenance = () => t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers: operatorHeaders });
  const getRegion = () => t.app.inject({ method: 'GET', url: API.operatorRegion, headers: operatorHeaders });

  it('refuses calls without the token or with a wrong one', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: `Basic ${TEST_OPERATOR_TOKEN}` },
      { authorization: `Bearer ${TEST_OPERATOR_TOKEN}x` },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ method: 'POST', url: API.operatorMaintenance, headers, payload: { enabled: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'operator.unauthorized' });
    }
    expect((await t.app.inject({ method: 'GET', url: API.operatorRegion })).statusCode).toBe(401);
    expect((await getMaintenance()).json()).toEqual({ success: true, value: { enabled: false } });
  });

  it('reads and writes both switches with the token', async () => {
    expect((await getRegion()).json().value).toEqual({ mode: 'off', countries: [], cidrs: [] });
    const rule = { mode: 'deny', countries: ['US', 'US'], cidrs: ['203.0.113.0/24', '2001:db8::/32'] };
    const put = await t.app.inject({ method: 'PUT', url: API.operatorRegion, headers: operatorHeaders, payload: rule });
    expect(put.json().value).toEqual({ mode: 'deny', countries: ['US'], cidrs: rule.cidrs });
    expect((await getRegion()).json().value).toEqual(put.json().value);
    await t.app.inject({
      method: 'PUT',
      url: API.operatorRegion,
      headers: operatorHeaders,
      payload: { mode: 'off', countries: [], cidrs: [] },
    });
  });

  it('rejects an unknown field with a translated 400 and changes nothing', async () => {
    const send = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: API.operatorMaintenance,
        headers: { ...operatorHeaders, language },
        payload: { enabled: true, extra: 1 },
      });
    const pt = await send('pt');
    const en = await send('en');
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(pt.json().message).toBe('Dados inválidos: campos não permitidos: extra');
    expect(en.json().message).toBe('Invalid data: fields not allowed: extra');
    expect(en.json().data.fields).toEqual([{ path: '', code: 'unrecognized_keys', message: 'fields not allowed: extra' }]);
    expect((await getMaintenance()).json().value.enabled).toBe(false);
  });

  it('rejects a bad CIDR and a bad country code with field details', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API.operatorRegion,
      headers: { ...operatorHeaders, 'accept-language': 'en' },
      payload: { mode: 'deny', countries: ['br'], cidrs: ['10.0.0.0/33'] },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'countries.0', code: 'country.code', message: 'countries.0 has an invalid format' },
        { path: 'cidrs.0', code: 'cidr.format', message: 'cidrs.0 is invalid' },
      ]),
    );
    expect((await getRegion()).json().value.mode).toBe('off');
  });

  it('reports a missing field as required', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.operatorMaintenance, headers: operatorHeaders, payload: {} });
    expect(res.json().data.fields).toEqual([{ path: 'enabled', code: 'required', message: 'enabled é obrigatório' }]);
  });

  it('rate-limits guesses per address with a 429 envelope', async () => {
    const guess = () =>
      t.app.inject({ method: 'GET', url: API.operatorRegion, remoteAddress: '198.51.100.9', headers: { authorization: 'Bearer guess' } });
    for (let i = 0; i < OPERATOR_RATE_LIMIT.max; i += 1) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'request.rate.limited' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await getRegion()).statusCode).toBe(200);
  });

  it('never logs the token', () => {
    expect(t.logs()).not.toContain(TEST_OPERATOR_TOKEN);
    expect(t.logs()).toContain('operator changed the region rule');
  });
});
