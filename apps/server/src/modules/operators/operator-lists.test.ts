import { API, TOTAL_COUNT_HEADER } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, TEST_OPERATOR_PASSWORD } from '../../test/operators.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';

interface Named {
  id: number;
  username?: string;
  name?: string;
}

describe.each(testDatabases())('operator and API-key lists on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Created and signed in out of alphabetical order (ids and lastLoginAt in this order); dora never signs in.
    for (const [username, role] of [
      ['lst.bruno', 'finance'],
      ['lst.carla', 'support'],
      ['lst.ana', 'admin'],
    ] as const) {
      ids[username] = (await createOperator(t, role, username)).id;
    }
    const dora = await t.app.inject({
      method: 'POST',
      url: API.operatorAccounts,
      headers: operatorHeaders,
      payload: { username: 'lst.dora', displayName: 'Zélia Souza', role: 'support', password: TEST_OPERATOR_PASSWORD },
    });
    ids['lst.dora'] = dora.json().value.id as number;
    await t.app.inject({
      method: 'PATCH',
      url: API.operatorAccount.replace(':id', String(ids['lst.carla'])),
      headers: operatorHeaders,
      payload: { status: 'disabled' },
    });
  });
  afterAll(() => t.close());

  const list = async (url: string, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: operatorHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return { names: (res.json().value as Named[]).map((r) => r.username ?? r.name), total: res.headers[TOTAL_COUNT_HEADER] };
  };
  const operators = (query: string) => list(API.operatorAccounts, query);

  it('finds operators by a piece of the username or the display name, any case, wildcards taken literally', async () => {
    expect(await operators('q=LST.B')).toEqual({ names: ['lst.bruno'], total: '1' });
    expect(await operators('q=souza')).toEqual({ names: ['lst.dora'], total: '1' });
    expect(await operators('q=_')).toEqual({ names: [], total: '0' });
    expect(await operators('q=%25')).toEqual({ names: [], total: '0' });
  });

  it('filters operators by role and status, together with the text', async () => {
    expect(await operators('q=lst.&role=finance')).toEqual({ names: ['lst.bruno'], total: '1' });
    expect(await operators('q=lst.&status=disabled')).toEqual({ names: ['lst.carla'], total: '1' });
    expect(await operators('q=lst.&role=support&status=active')).toEqual({ names: ['lst.dora'], total: '1' });
  });

  it('sorts operators newest first by default, by username, and by last sign-in with the never-signed-in last', async () => {
    expect((await operators('q=lst.')).names).toEqual(['lst.dora', 'lst.ana', 'lst.carla', 'lst.bruno']);
    expect((await operators('q=lst.&sort=username&order=asc')).names).toEqual(['lst.ana', 'lst.bruno', 'lst.carla', 'lst.dora']);
    expect((await operators('q=lst.&sort=lastLoginAt&order=desc')).names).toEqual(['lst.ana', 'lst.carla', 'lst.bruno', 'lst.dora']);
    expect((await operators('q=lst.&sort=lastLoginAt&order=asc')).names).toEqual(['lst.bruno', 'lst.carla', 'lst.ana', 'lst.dora']);
  });

  it('pages operators with the whole count in the header', async () => {
    expect(await operators('q=lst.&sort=username&order=asc&limit=3&page=1')).toEqual({
      names: ['lst.ana', 'lst.bruno', 'lst.carla'],
      total: '4',
    });
    expect(await operators('q=lst.&sort=username&order=asc&limit=3&page=2')).toEqual({ names: ['lst.dora'], total: '4' });
    expect(await operators('q=lst.&page=9')).toEqual({ names: [], total: '4' });
  });

  it('answers one operator by id, and not found for another merchant or no one', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: API.operatorAccount.replace(':id', String(ids['lst.dora'])),
      headers: operatorHeaders,
    });
    expect(one.json().value).toMatchObject({ id: ids['lst.dora'], username: 'lst.dora', status: 'active', lastLoginAt: null });
    const none = await t.app.inject({ method: 'GET', url: API.operatorAccount.replace(':id', '999999'), headers: operatorHeaders });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errorCode: 'operator.not.found' });
  });

  it('filters, sorts and pages API keys', async () => {
    const create = async (name: string, role: string) =>
      (await t.app.inject({ method: 'POST', url: API.operatorApiKeys, headers: operatorHeaders, payload: { name, role } })).json().value;
    const crm = await create('lst CRM sync', 'support');
    const bi = await create('lst BI export', 'auditor');
    await create('lst Payments bot', 'finance');
    await t.app.inject({ method: 'DELETE', url: API.operatorApiKey.replace(':id', String(bi.key.id)), headers: operatorHeaders });
    // Any call with a key records its use.
    await t.app.inject({ method: 'GET', url: API.operatorMe, headers: { authorization: `Bearer ${crm.secret as string}` } });
    const keys = (query: string) => list(API.operatorApiKeys, query);

    expect(await keys('q=EXPORT')).toEqual({ names: ['lst BI export'], total: '1' });
    expect(await keys(`q=${crm.key.prefix as string}`)).toEqual({ names: ['lst CRM sync'], total: '1' });
    expect(await keys('q=lst&status=revoked')).toEqual({ names: ['lst BI export'], total: '1' });
    expect(await keys('q=lst&status=active&role=finance')).toEqual({ names: ['lst Payments bot'], total: '1' });
    expect((await keys('q=lst')).names).toEqual(['lst Payments bot', 'lst BI export', 'lst CRM sync']);
    expect((await keys('q=lst&sort=name&order=asc')).names).toEqual(['lst BI export', 'lst CRM sync', 'lst Payments bot']);
    expect((await keys('q=lst&sort=lastUsedAt&order=desc')).names[0]).toBe('lst CRM sync');
    expect(await keys('q=lst&sort=name&order=desc&limit=2&page=2')).toEqual({ names: ['lst BI export'], total: '3' });
  });

  it.each([
    [API.operatorAccounts, 'limit=101', 'limit'],
    [API.operatorAccounts, 'page=0', 'page'],
    [API.operatorAccounts, 'sort=passwordHash', 'sort'],
    [API.operatorAccounts, 'status=revoked', 'status'],
    [API.operatorApiKeys, 'order=up', 'order'],
    [API.operatorApiKeys, 'status=disabled', 'status'],
    [API.operatorApiKeys, `q=${'x'.repeat(81)}`, 'q'],
  ])('refuses %s?%s with a translated field message', async (url, query, path) => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { ...operatorHeaders, language: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request.invalid',
      data: { fields: [{ path, message: expect.stringContaining(path) }] },
    });
  });

  it('refuses a parameter the list does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.operatorApiKeys}?username=x`, headers: operatorHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ code: 'unrecognized_keys' });
  });
});
