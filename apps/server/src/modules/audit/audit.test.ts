import { API, rebateCategories } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { accountClient } from '../../test/accounts.js';
import { operatorCalls } from '../../test/content.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { agentFixtures } from '../agents/agents.test-support.js';
import { checkAuditChain } from './audit.service.js';

const OPERATOR_IP = '198.51.100.7';

describe.each(testDatabases())('operator audit trail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = operatorHeaders,
  ) => t.app.inject({ method, url, headers, remoteAddress: `198.51.100.${(ipCounter += 1)}`, ...(payload && { payload }) });
  const count = async () =>
    Number(rowsOf<{ n: number | string }>(await t.database.db.execute(sql`select count(*) as n from audit_log`))[0]!.n);
  const list = async (query = '') => (await call('GET', `${API.operatorAudit}${query}`)).json().value;

  it('appends a successful change with its actor, address, action and body', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: API.operatorMaintenance,
      headers: operatorHeaders,
      remoteAddress: OPERATOR_IP,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    await call('POST', API.operatorMaintenance, { enabled: false });
    const { rows, next } = await list();
    expect(next).toBeNull();
    expect(rows).toHaveLength(2);
    // Newest first.
    // Each switch keeps the setting it found.
    expect(rows[0]).toMatchObject({ seq: 2, before: { enabled: true }, after: { enabled: false } });
    expect(rows[1]).toMatchObject({
      seq: 1,
      actor: { kind: 'api-key', id: expect.any(Number), name: 'test suite' },
      ip: OPERATOR_IP,
      action: `POST ${API.operatorMaintenance}`,
      objectType: null,
      objectId: null,
      before: { enabled: false },
      after: { enabled: true },
      requestId: expect.any(String),
    });
    expect(rows[0].prevHash).toBe(rows[1].hash);
    expect(t.logs()).toContain('operator action audited');
  });

  it('appends nothing for reads, refused calls, wrong tokens or a call that changed nothing', async () => {
    const before = await count();
    await call('GET', API.operatorMaintenance);
    await call('GET', API.operatorRegion);
    expect((await call('POST', API.operatorMaintenance, { enabled: true, extra: 1 })).statusCode).toBe(400);
    const wrong = { authorization: 'Bearer wrong-token-wrong-token-wrong' };
    expect((await call('POST', API.operatorMaintenance, { enabled: true }, wrong)).statusCode).toBe(401);
    expect((await call('PUT', API.operatorRegion, { mode: 'sometimes' })).statusCode).toBe(400);
    // A success that changed nothing: a dry run, a catalogue refused row by row.
    expect((await call('POST', API.operatorGameImport, { rows: [], dryRun: true })).json().value.applied).toBe(false);
    expect((await call('POST', API.operatorGameImport, { rows: [{ bad: 1 }] })).json().value.applied).toBe(false);
    expect(await count()).toBe(before);
  });

  it("names the object from the route's parameters and keeps a PUT's body and what it replaced", async () => {
    const { payload } = await accountClient(t).register();
    const username = String(payload.username);
    const url = API.operatorMemberStatus.replace(':username', username);
    expect((await call('POST', url, { status: 'disabled' })).statusCode).toBe(200);
    const rule = { mode: 'deny', countries: ['US'], cidrs: [] };
    const previous = (await call('GET', API.operatorRegion)).json().value;
    expect((await call('PUT', API.operatorRegion, rule)).statusCode).toBe(200);
    await call('PUT', API.operatorRegion, { mode: 'off', countries: [], cidrs: [] });
    const [member] = (await list(`?objectType=members&objectId=${username}`)).rows;
    expect(member).toMatchObject({
      action: `POST ${API.operatorMemberStatus}`,
      objectType: 'members',
      objectId: username,
      before: { username, status: 'active' },
      after: { status: 'disabled' },
    });
    const puts = (await list(`?action=${encodeURIComponent(`PUT ${API.operatorRegion}`)}`)).rows;
    expect(puts.map((row: { after: unknown }) => row.after)).toEqual([{ mode: 'off', countries: [], cidrs: [] }, rule]);
    expect(puts.map((row: { before: unknown }) => row.before)).toEqual([rule, previous]);
  });

  const beforesOf = async (query: string) =>
    (await list(query)).rows.map((row: { action: string; before: unknown }) => [row.action, row.before]);

  it('keeps an announcement as it was before a change and before its removal', async () => {
    const created = await operatorCalls(t).createAnnouncement({ title: 'Antes' });
    const shown = async () => (await call('GET', API.operatorAnnouncements)).json().value.find((a: { id: number }) => a.id === created.id);
    const original = await shown();
    const url = API.operatorAnnouncement.replace(':id', String(created.id));
    const change = { type: 'PL', language: 'pt', title: 'Depois', content: '<p>y</p>', startDate: original.startDate };
    expect((await call('PUT', url, change)).statusCode).toBe(200);
    const changed = await shown();
    expect(changed.title).toBe('Depois');
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect(await beforesOf(`?objectType=announcements&objectId=${created.id}`)).toEqual([
      [`DELETE ${API.operatorAnnouncement}`, changed],
      [`PUT ${API.operatorAnnouncement}`, original],
    ]);
  });

  it('keeps the previous VIP ladder and the previous promotion of a code (none when new)', async () => {
    const ladder = (await call('GET', API.operatorVipLevels)).json().value;
    const levels = [
      { level: 0, name: 'Bronze', minTurnover: '0.00' },
      { level: 1, name: 'Prata', minTurnover: '50.00' },
    ];
    expect((await call('PUT', API.operatorVipLevels, { levels })).statusCode).toBe(200);
    expect((await call('PUT', API.operatorVipLevels, { levels: levels.slice(0, 1) })).statusCode).toBe(200);
    const vipPuts = await beforesOf(`?action=${encodeURIComponent(`PUT ${API.operatorVipLevels}`)}`);
    expect(vipPuts.map(([, before]: unknown[]) => before)).toEqual([levels, ladder]);

    const promotion = { code: 'AUDIT_BEFORE', kind: 'manual', category: 'other_promo' };
    const rules = { reward: '10.00', remarkRequired: true, imageRequired: false };
    expect((await call('PUT', API.operatorPromotions, { ...promotion, rules })).statusCode).toBe(200);
    expect((await call('PUT', API.operatorPromotions, { ...promotion, rules: { ...rules, reward: '20.00' } })).statusCode).toBe(200);
    const promotionPuts = await beforesOf(`?action=${encodeURIComponent(`PUT ${API.operatorPromotions}`)}`);
    expect(promotionPuts.map(([, before]: unknown[]) => before)).toEqual([
      { id: expect.any(Number), ...promotion, rules, enabled: true, startsAt: null, endsAt: null },
      null,
    ]);
  });

  it("keeps a member's type and an agent's rates before the operator sets them", async () => {
    const agent = await agentFixtures(t).topAgent();
    const url = API.operatorAgentRebate.replace(':username', agent.username);
    expect((await call('PUT', url, { rates: { RNG: '1.00' } })).statusCode).toBe(200);
    expect((await call('PUT', url, { rates: { LIVE: '0.50' } })).statusCode).toBe(200);
    const unset = Object.fromEntries(rebateCategories.map((category) => [category, '0.00']));
    expect(await beforesOf(`?objectType=agents&objectId=${agent.username}`)).toEqual([
      [`PUT ${API.operatorAgentRebate}`, { rates: { ...unset, RNG: '1.00' } }],
      [`PUT ${API.operatorAgentRebate}`, { rates: unset }],
      [`POST ${API.operatorAgentType}`, { type: 0 }],
    ]);
  });

  it('filters by actor and time and pages newest first', async () => {
    const all = (await list()).rows as Array<{ seq: number; at: string }>;
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect((await list('?actorKind=operator')).rows).toEqual([]);
    expect((await list('?actorKind=api-key')).rows).toHaveLength(all.length);
    const first = await list('?limit=2');
    expect(first.rows.map((r: { seq: number }) => r.seq)).toEqual([all[0]!.seq, all[1]!.seq]);
    const second = await list(`?limit=2&before=${first.next}`);
    expect(second.rows.map((r: { seq: number }) => r.seq)).toEqual([all[2]!.seq, all[3]!.seq]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`?from=${future}`)).rows).toEqual([]);
    expect((await list(`?to=${future}`)).rows).toHaveLength(all.length);
    expect((await call('GET', `${API.operatorAudit}?limit=0`)).statusCode).toBe(400);
    expect((await call('GET', `${API.operatorAudit}?from=yesterday`)).statusCode).toBe(400);
  });

  it('verifies the chain over HTTP and in the database', async () => {
    const report = (await call('GET', API.operatorAuditCheck)).json().value;
    expect(report).toEqual({ rows: await count(), violations: [] });
    expect(await checkAuditChain(t.database.db)).toEqual(report);
  });
});
