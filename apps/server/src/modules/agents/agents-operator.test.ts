import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { TEST_VENDOR } from '../../test/money.js';
import { agentPayments, operatorCalls, playsOneRound } from './agents-operator.test-support.js';
import { agentFixtures, type TreeMember } from './agents.test-support.js';
import { dayOf } from './periods.js';

const DAY_MS = 86_400_000;
type Node = Record<string, unknown>;
const names = (nodes: Node[]) => nodes.map((n) => n.username);

describe.each(testDatabases())('the agent screens of the back office on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof agentFixtures>;
  let o: ReturnType<typeof operatorCalls>;
  const clock = manualClock();
  // top → a → a1 → m (a member), top → b; x: another top agent with a member n.
  let top: TreeMember, a: TreeMember, b: TreeMember, a1: TreeMember, m: TreeMember, x: TreeMember, n: TreeMember;
  // x → y → p (a member), x → z: p moves from y to z after a day of play.
  let y: TreeMember, z: TreeMember, p: TreeMember;
  let merchantId: number;
  const rebate = (who: TreeMember, rates: Record<string, string>) =>
    o.call('PUT', API.operatorAgentRebate.replace(':username', who.username), { rates });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: clock.now,
      config: { seamlessVendors: [TEST_VENDOR], agents: { settleIntervalMs: 0, settleOpenPeriods: false } },
    });
    f = agentFixtures(t);
    o = operatorCalls(t);
    top = await f.topAgent();
    x = await f.topAgent();
    a = await f.open(top, 'agent');
    b = await f.open(top, 'agent');
    a1 = await f.open(a, 'agent');
    m = await f.open(a1, 'member');
    n = await f.open(x, 'member');
    y = await f.open(x, 'agent');
    z = await f.open(x, 'agent');
    p = await f.open(y, 'member');
    merchantId = (await t.database.db.query.merchants.findFirst())?.id as number;
  }, 60_000);
  afterAll(() => t.close());

  it("finds a member by name with its uplines and its branch's figures, and pages a direct downline by id", async () => {
    await playsOneRound(t, merchantId, m, 'tree');
    const found = await o.call('GET', `${API.operatorAgentTree}?username=${a1.username}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().value.nodes[0]).toMatchObject({
      username: a1.username,
      isAgent: true,
      teamSize: 1,
      directMembers: 1,
      directAgents: 0,
      active: 1,
      deposits: '500.00',
      stakes: '100.00',
      wins: '20.00',
      uplines: [
        { id: top.id, username: top.username },
        { id: a.id, username: a.username },
      ],
    });
    const below = await o.children(top.id);
    expect(names(below.nodes).sort()).toEqual([a.username, b.username].sort());
    expect(below.nodes.find((node) => node.username === a.username)).toMatchObject({ teamSize: 2, directAgents: 1, stakes: '100.00' });
    const first = await o.children(top.id, '?limit=1');
    expect([first.nodes.length, first.next]).toEqual([1, Math.min(a.id, b.id)]);
    const second = await o.children(top.id, `?limit=1&after=${first.next}`);
    expect([names(second.nodes), second.next]).toEqual([[a.id < b.id ? b.username : a.username], null]);
    // Another day's figures are empty.
    const yesterday = dayOf(clock.now() - DAY_MS);
    expect((await o.children(a.id, `?startDate=${yesterday}&endDate=${yesterday}`)).nodes[0]).toMatchObject({ stakes: '0.00', active: 0 });
    const missing = await o.call('GET', API.operatorAgentChildren.replace(':id', '999999'));
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'member.not.found']);
  });

  it('makes a member an agent and moves a branch under another agent, lowering its rates and ending its contracts', async () => {
    expect((await rebate(top, { RNG: '1.00', LIVE: '0.50' })).statusCode).toBe(200);
    const above = await rebate(a1, { RNG: '0.10' });
    expect([above.statusCode, above.json().errorCode]).toEqual([400, 'agent.rate.above.parent']);
    expect((await rebate(a, { RNG: '0.80' })).statusCode).toBe(200);
    expect((await rebate(a1, { RNG: '0.70' })).statusCode).toBe(200);
    expect((await rebate(b, { RNG: '0.30' })).statusCode).toBe(200);
    const typed = await o.call('POST', API.operatorAgentType.replace(':username', m.username), { type: 1 });
    expect(typed.json().value).toEqual({ type: 1 });
    expect((await rebate(m, { RNG: '0.60' })).statusCode).toBe(200);
    expect((await f.as(a).post(API.agentContracts, { kind: 'salary', agentId: a1.id, rate: '1.00' })).statusCode).toBe(200);

    const moved = await o.move(a1, b.username);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toMatchObject({
      username: a1.username,
      uplineBefore: a.username,
      upline: b.username,
      moved: 2,
      contractsEnded: [{ kind: 'salary', agent: a1.username }],
    });
    expect(moved.json().value.ratesLowered).toEqual(
      expect.arrayContaining([
        { username: a1.username, category: 'RNG', from: '0.70', to: '0.30' },
        { username: m.username, category: 'RNG', from: '0.60', to: '0.30' },
      ]),
    );
    expect(names((await o.children(a.id)).nodes)).toEqual([]);
    expect((await o.children(b.id)).nodes).toMatchObject([
      { username: a1.username, teamSize: 1, rates: { RNG: '0.30' }, stakes: '100.00' },
    ]);
    const found = (await o.call('GET', `${API.operatorAgentTree}?username=${m.username}`)).json().value.nodes[0];
    expect(found.uplines.map((u: { username: string }) => u.username)).toEqual([top.username, b.username, a1.username]);
    // The agent area follows at once: m is in b's team and no longer in a's.
    const teamOf = async (who: TreeMember) => names((await f.as(who).get(`${API.agentTeamMembers}?pageSize=100`)).json().value.list);
    expect(await teamOf(b)).toEqual(expect.arrayContaining([a1.username, m.username]));
    expect(await teamOf(a)).toEqual([]);
    expect((await f.as(a1).get(`${API.agentContracts}?kind=salary`)).json().value.mine[0].status).toBe('cancelled');

    const rows = await o.audit();
    expect(rows.find((r) => r.action === `POST ${API.operatorAgentUpline}`)).toMatchObject({
      objectId: a1.username,
      after: { upline: b.username },
      before: { upline: a.username, contracts: [{ kind: 'salary', status: 'offered' }] },
    });
    expect(rows.find((r) => r.action === `POST ${API.operatorAgentType}` && r.objectId === m.username)).toMatchObject({
      before: { type: 0 },
      after: { type: 1 },
    });
    expect(rows.find((r) => r.action === `PUT ${API.operatorAgentRebate}` && r.objectId === a1.username)).toMatchObject({
      after: { rates: { RNG: '0.70' } },
    });
  });

  it('refuses a move below the member itself or its own downline, below a non-agent, and bad input, with translated errors', async () => {
    for (const [who, upline] of [
      [top, a1.username],
      [b, m.username],
      [a1, a1.username],
    ] as const) {
      const res = await o.move(who, upline);
      expect([res.statusCode, res.json().errorCode], `${who.username} below ${upline}`).toEqual([409, 'agent.move.cycle']);
      expect(res.json().message).toContain('não pode ser movido');
    }
    const underMember = await o.move(a1, n.username);
    expect([underMember.statusCode, underMember.json().errorCode]).toEqual([409, 'agent.upline.not.agent']);
    expect((await o.move(a1, 'nobody_here')).json().errorCode).toBe('member.not.found');
    for (const body of [{ upline: '' }, {}, { upline: b.username, extra: 1 }, { upline: 'x'.repeat(40) }]) {
      const res = await o.call('POST', API.operatorAgentUpline.replace(':username', a1.username), body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, 'request.invalid']);
      expect(res.json().message).toBeTruthy();
    }
    for (const url of [
      `${API.operatorAgentTree}?username=`,
      `${API.operatorAgentTree}`,
      `${API.operatorAgentChildren.replace(':id', 'abc')}`,
    ]) {
      expect((await o.call('GET', url)).statusCode, url).toBe(400);
    }
    expect((await o.call('GET', `${API.operatorAgentChildren.replace(':id', String(top.id))}?limit=500`)).statusCode).toBe(400);
    expect((await o.call('GET', `${API.operatorAgentSettlements}?kind=weekly`)).statusCode).toBe(400);
    expect(names((await o.children(b.id)).nodes)).toEqual([a1.username]);
  });

  it('offers, lists and withdraws contracts of top agents only', async () => {
    const offer = (username: string, rate = '2.00', kind = 'salary') =>
      o.call('POST', API.operatorAgentContracts, { username, kind, rate });
    const offered = await offer(x.username);
    expect(offered.json().value).toMatchObject({ agent: x.username, offeredBy: null, status: 'offered', rate: '2.00', kind: 'salary' });
    expect((await offer(a.username)).json().errorCode).toBe('agent.not.top');
    expect((await offer(n.username)).json().errorCode).toBe('login.non.agent');
    expect((await offer(x.username)).json().errorCode).toBe('agent.contract.exists');
    expect((await offer(x.username, '0.00', 'dividend')).json().errorCode).toBe('request.invalid');
    expect((await offer(x.username, '200')).statusCode).toBe(400);
    expect((await f.as(x).get(API.agentContractRequests)).json().value.dailysalreqtype).toBe('1');
    const listed = await o.call('GET', `${API.operatorAgentContracts}?username=${x.username}`);
    expect([listed.headers['x-total-count'], listed.json().value[0].id]).toEqual(['1', offered.json().value.id]);
    const withdraw = () => o.call('POST', API.operatorAgentContractWithdraw.replace(':id', String(offered.json().value.id)));
    const withdrawn = await withdraw();
    expect(withdrawn.json().value?.status, withdrawn.body).toBe('cancelled');
    expect((await withdraw()).json().errorCode).toBe('agent.contract.state');
    expect((await o.call('POST', API.operatorAgentContractWithdraw.replace(':id', '999999'))).statusCode).toBe(404);
    expect((await o.audit()).find((r) => r.action === `POST ${API.operatorAgentContractWithdraw}`)).toMatchObject({
      objectId: String(offered.json().value.id),
      before: { status: 'offered', kind: 'salary', rate: '2.00' },
    });
  });

  it('pays the finished periods under the tree they were played in before a move changes it', async () => {
    expect((await rebate(x, { RNG: '1.00' })).statusCode).toBe(200);
    expect((await rebate(y, { RNG: '0.40' })).statusCode).toBe(200);
    expect((await rebate(z, { RNG: '0.10' })).statusCode).toBe(200);
    await playsOneRound(t, merchantId, p, 'move');
    const period = dayOf(clock.now());
    clock.advance(DAY_MS);
    const cashOf = async (who: TreeMember) => (await t.app.ledger.memberBalances(merchantId, who.id, 'BRL')).get('cash') ?? 0n;
    const [yBefore, zBefore] = [await cashOf(y), await cashOf(z)];
    expect((await o.move(p, z.username)).statusCode).toBe(200);
    // The day p played under y was settled by the move, under the old tree: y earned 0.40 of 100.00, z nothing.
    expect([(await cashOf(y)) - yBefore, (await cashOf(z)) - zBefore]).toEqual([40n, 0n]);
    const runs = (await o.call('GET', `${API.operatorAgentSettlements}?kind=rebate&period=${period}`)).json().value as Node[];
    expect(runs[0]).toMatchObject({ trigger: 'move', failed: 0 });
    const rerun = (await o.call('POST', API.operatorAgentSettle, { kind: 'rebate', period })).json().value;
    expect(rerun).toMatchObject({ paid: 0, amount: '0.00' });
    expect([(await cashOf(y)) - yBefore, (await cashOf(z)) - zBefore]).toEqual([40n, 0n]);
    // Back to the day of play: the seamless wallet's signed calls of the next test are checked against the clock.
    clock.advance(-DAY_MS);
  });

  it('lists settlement runs with their results, and a re-run of the same period pays nothing more through the ledger', async () => {
    const offered = await o.call('POST', API.operatorAgentContracts, { username: x.username, kind: 'salary', rate: '2.00' });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await f.as(x).post(API.agentContractAccept.replace(':id', String(offered.json().value.id)))).statusCode).toBe(200);
    await playsOneRound(t, merchantId, n, 'settle');
    const period = dayOf(clock.now());
    clock.advance(DAY_MS);
    const settle = () => o.call('POST', API.operatorAgentSettle, { kind: 'salary', period });
    const before = await agentPayments(t, merchantId);
    const first = (await settle()).json().value;
    // 2% of x's team's stakes of the day: p's 100.00 (the test before) and n's 100.00.
    expect(first).toMatchObject({ contracts: 1, paid: 1, failed: 0, amount: '4.00' });
    const paidOnce = await agentPayments(t, merchantId);
    expect([paidOnce.total - before.total, paidOnce.count - before.count]).toEqual([400n, 1]);
    const again = (await settle()).json().value;
    expect(again).toMatchObject({ contracts: 1, paid: 0, skipped: 1, failed: 0, amount: '0.00' });
    expect(await agentPayments(t, merchantId)).toEqual(paidOnce);

    const runs = await o.call('GET', `${API.operatorAgentSettlements}?kind=salary&period=${period}`);
    expect(runs.headers['x-total-count']).toBe('2');
    expect(runs.json().value).toMatchObject([
      {
        id: again.runId,
        kind: 'salary',
        period,
        trigger: 'operator',
        actor: 'test suite',
        due: 1,
        paid: 0,
        skipped: 1,
        amount: '0.00',
        errors: [],
      },
      { id: first.runId, paid: 1, amount: '4.00' },
    ]);
    const payoutsOf = async (runId: number) =>
      (await o.call('GET', API.operatorAgentSettlementPayouts.replace(':id', String(runId)))).json().value as Node[];
    expect(await payoutsOf(first.runId)).toMatchObject([{ agent: x.username, amount: '4.00', roundCount: 2, thisRun: true }]);
    expect(await payoutsOf(again.runId)).toMatchObject([{ agent: x.username, thisRun: false }]);
    const settles = (await o.audit()).filter((r) => r.action === `POST ${API.operatorAgentSettle}`);
    expect(settles.slice(0, 2).map((r) => r.after)).toEqual([
      { kind: 'salary', period },
      { kind: 'salary', period },
    ]);
    expect((await o.call('POST', API.operatorAgentSettle, { kind: 'salary', period: 'yesterday' })).statusCode).toBe(400);
  });

  it('refuses every agent call to a role without agents.read, and the changes to one with only agents.read, auditing none', async () => {
    const content = await o.keyOf('content');
    const risk = await o.keyOf('risk');
    const reads = [
      `${API.operatorAgentTree}?username=${top.username}`,
      API.operatorAgentChildren.replace(':id', String(top.id)),
      API.operatorAgentContracts,
      API.operatorAgentSettlements,
    ];
    for (const url of reads) {
      const refused = await o.call('GET', url, undefined, content);
      expect([refused.statusCode, refused.json().errorCode], url).toEqual([403, 'operator.permission.denied']);
      expect((await o.call('GET', url, undefined, risk)).statusCode, url).toBe(200);
    }
    const count = (await o.audit()).length;
    const changes: Array<['POST' | 'PUT', string, object]> = [
      ['POST', API.operatorAgentUpline.replace(':username', a1.username), { upline: a.username }],
      ['POST', API.operatorAgentType.replace(':username', n.username), { type: 2 }],
      ['PUT', API.operatorAgentRebate.replace(':username', x.username), { rates: { RNG: '0.10' } }],
      ['POST', API.operatorAgentContracts, { username: x.username, kind: 'hourly', rate: '1.00' }],
      ['POST', API.operatorAgentContractWithdraw.replace(':id', '1'), {}],
      ['POST', API.operatorAgentSettle, { kind: 'rebate', period: dayOf(clock.now() - DAY_MS) }],
    ];
    for (const [method, url, body] of changes) {
      for (const key of [content, risk]) {
        const refused = await o.call(method, url, body, key);
        expect([refused.statusCode, refused.json().errorCode], url).toEqual([403, 'operator.permission.denied']);
      }
    }
    expect((await o.audit()).length).toBe(count);
    expect(names((await o.children(b.id)).nodes)).toEqual([a1.username]);
  });
});
