import { API, type BarredSandboxEntry, type OperatorRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../test/accounts.js';
import { startLocalHttp, sendJson, type LocalHttpServer } from '../../test/local-http.js';
import { testDatabases } from '../../test/test-app.js';
import { barredFixture, operatorCall, type BarredFixture } from './barred.test-support.js';

const entryUrl = (id: number | string) => API.operatorBarredSandboxEntry.replace(':id', String(id));

describe.each(testDatabases())('the barred-persons screens of the back office on %s', (kind) => {
  let x: BarredFixture;
  const keyOf = async (role: OperatorRole) => {
    const created = await operatorCall(x.t, 'POST', API.operatorApiKeys, { name: `barred ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () =>
    (await operatorCall(x.t, 'GET', `${API.operatorAudit}?limit=20`)).json().value.rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    x = await barredFixture(kind);
  });
  afterAll(() => x.t.close());

  it('edits the sandbox list and its outage switch, each change in the audit trail', async () => {
    const cpf = randomCpf();
    const added = await operatorCall(x.t, 'POST', API.operatorBarredSandboxEntries, { cpf, category: 'court_order', note: 'ofício 123' });
    expect(added.json().value).toMatchObject({ cpf, category: 'court_order', note: 'ofício 123', createdBy: 'test suite' });
    const again = await operatorCall(x.t, 'POST', API.operatorBarredSandboxEntries, { cpf, category: 'other' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'barred.sandbox.entry.exists']);
    const found = await operatorCall(x.t, 'GET', `${API.operatorBarredSandboxEntries}?cpf=${cpf.slice(0, 6)}`);
    expect((found.json().value as BarredSandboxEntry[]).map((e) => e.cpf)).toContain(cpf);
    const id = (added.json().value as BarredSandboxEntry).id;
    expect((await operatorCall(x.t, 'DELETE', entryUrl(id))).statusCode).toBe(200);
    expect((await operatorCall(x.t, 'DELETE', entryUrl(id))).json().errorCode).toBe('barred.sandbox.entry.not.found');
    const switched = await operatorCall(x.t, 'PUT', API.operatorBarredSandbox, { failing: true });
    expect(switched.json().value).toMatchObject({ sandboxFailing: true });
    await operatorCall(x.t, 'PUT', API.operatorBarredSandbox, { failing: false });

    const rows = await audit();
    const actions = rows.map((r) => r.action);
    expect(actions).toContain(`POST ${API.operatorBarredSandboxEntries}`);
    expect(rows.find((r) => r.action === `DELETE ${API.operatorBarredSandboxEntry}`)).toMatchObject({
      objectId: String(id),
      before: { cpf, category: 'court_order' },
    });
    expect(rows.find((r) => r.action === `PUT ${API.operatorBarredSandbox}` && (r.after as { failing: boolean }).failing)).toMatchObject({
      before: { failing: false },
    });
  });

  it('answers bad input with translated errors, never a 5xx', async () => {
    const badCpf = await operatorCall(x.t, 'POST', API.operatorBarredSandboxEntries, { cpf: '12345678900', category: 'other' });
    expect(badCpf.statusCode).toBe(400);
    expect(JSON.stringify(badCpf.json())).toMatch(/CPF inválido/);
    const badCategory = await operatorCall(x.t, 'POST', API.operatorBarredSandboxEntries, { cpf: randomCpf(), category: 'vip' });
    expect(badCategory.statusCode).toBe(400);
    expect((await operatorCall(x.t, 'PUT', API.operatorBarredSandbox, { failing: 'yes' })).statusCode).toBe(400);
    expect((await operatorCall(x.t, 'GET', `${API.operatorBarredCases}?status=open`)).statusCode).toBe(400);
    expect((await operatorCall(x.t, 'POST', API.operatorBarredRuns, { now: true })).statusCode).toBe(400);
    expect((await operatorCall(x.t, 'DELETE', entryUrl('abc'))).statusCode).toBe(400);
  });

  it('lets the auditor read but not act, and refuses a role without the permission', async () => {
    const auditor = await keyOf('auditor');
    for (const url of [API.operatorBarred, API.operatorBarredCases, API.operatorBarredRuns, API.operatorBarredSandboxEntries]) {
      expect((await operatorCall(x.t, 'GET', url, undefined, auditor)).statusCode, url).toBe(200);
    }
    const count = (await audit()).length;
    const refused = await operatorCall(x.t, 'POST', API.operatorBarredSandboxEntries, { cpf: randomCpf(), category: 'other' }, auditor);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    expect((await audit()).length).toBe(count);
    const support = await keyOf('support');
    expect((await operatorCall(x.t, 'GET', API.operatorBarred, undefined, support)).json().errorCode).toBe('operator.permission.denied');
  });
});

describe('registration and the back office with the regulator over HTTP', () => {
  let server: LocalHttpServer;
  let y: BarredFixture;
  const regulator = { up: false };
  beforeAll(async () => {
    server = await startLocalHttp((_request, body, response) => {
      if (!regulator.up) return sendJson(response, 503, {});
      const { cpfs } = JSON.parse(body) as { cpfs: string[] };
      return sendJson(response, 200, { resultados: cpfs.map((cpf) => ({ cpf, situacao: 'IMPEDIDO', motivo: 'LUDOPATIA' })) });
    });
    const barred = {
      adapter: 'http' as const,
      url: server.url,
      apiKey: 'k'.repeat(32),
      timeoutMs: 500,
      withdrawalDays: 2,
      jobIntervalMs: 0,
    };
    y = await barredFixture('pglite', { config: { barred } });
    await y.switchTo('BR');
  });
  afterAll(async () => {
    await y.t.close();
    await server.close();
  });

  it('refuses a registration while the regulator is down, and a barred CPF in neutral words once it answers', async () => {
    const down = await y.register();
    expect([down.res.statusCode, down.res.json().errorCode]).toEqual([503, 'register.check.unavailable']);
    regulator.up = true;
    const barred = await y.register();
    expect([barred.res.statusCode, barred.res.json().errorCode]).toEqual([403, 'register.not.completed']);
  });

  it('shows the adapter and keeps the sandbox calls closed: the list is the regulator’s', async () => {
    expect((await operatorCall(y.t, 'GET', API.operatorBarred)).json().value).toMatchObject({ adapter: 'http', sandboxFailing: false });
    const add = await operatorCall(y.t, 'POST', API.operatorBarredSandboxEntries, { cpf: randomCpf(), category: 'other' });
    expect([add.statusCode, add.json().errorCode]).toEqual([409, 'barred.sandbox.off']);
    expect((await operatorCall(y.t, 'GET', API.operatorBarredSandboxEntries)).json().errorCode).toBe('barred.sandbox.off');
  });
});
