import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands.js';
import { accountClient } from '../../test/accounts.js';
import { memberWithMoney, providerCalls, TEST_VENDOR } from '../../test/money.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { agentFixtures, type TreeMember } from './agents.test-support.js';
import * as activity from './team-activity.repository.js';
import { dayOf, dayRange } from './periods.js';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('agent area on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof agentFixtures>;
  const clock = manualClock();
  // top → a, b (siblings); a → a1 → a1a (agents), a1 → m (member); x: another top agent.
  let top: TreeMember, a: TreeMember, b: TreeMember, a1: TreeMember, a1a: TreeMember, m: TreeMember, x: TreeMember;
  let merchantId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: clock.now,
      config: { seamlessVendors: [TEST_VENDOR], agents: { settleIntervalMs: 0, settleOpenPeriods: false } },
    });
    f = agentFixtures(t);
    top = await f.topAgent();
    x = await f.topAgent();
    a = await f.open(top, 'agent');
    b = await f.open(top, 'agent');
    a1 = await f.open(a, 'agent');
    a1a = await f.open(a1, 'agent');
    m = await f.open(a1, 'member');
    merchantId = (await t.database.db.query.merchants.findFirst())?.id as number;
  }, 60_000);
  afterAll(() => t.close());

  const ask = (who: TreeMember, url: string) => f.as(who).get(url);
  const statusOf = async (res: Promise<{ statusCode: number }>) => (await res).statusCode;

  it('links accounts opened by an agent and members registered with its invite code into its team', async () => {
    const home = (await ask(top, API.agentHome)).json().value;
    const { res } = await accountClient(t).register({ affiliateCode: home.inviteCode });
    expect(res.statusCode).toBe(200);
    const team = (await ask(top, `${API.agentTeamMembers}?pageSize=100`)).json().value;
    expect(team.list.map((r: { username: string }) => r.username)).toEqual(
      expect.arrayContaining([a.username, b.username, a1.username, a1a.username, m.username]),
    );
    expect(team.list.find((r: { username: string }) => r.username === m.username)).toMatchObject({
      level: 3,
      isAgent: false,
      parentId: String(a1.id),
    });
    const direct = (await ask(a1, `${API.agentTeamMembers}?parentId=${a1.id}`)).json().value;
    expect(direct.list.map((r: { username: string }) => r.username).sort()).toEqual([a1a.username, m.username].sort());
    expect((await ask(x, `${API.agentTeamMembers}?pageSize=100`)).json().value.total).toBe(0);
  });

  it('refuses agent calls to members (login.non.agent) and member-only calls to agents (login.non.member)', async () => {
    const asMember = await ask(m, API.agentHome);
    expect([asMember.statusCode, asMember.json().errorCode]).toEqual([403, 'login.non.agent']);
    const launch = await ask(a, `${API.gameLaunch}?nodeId=1`);
    expect([launch.statusCode, launch.json().errorCode]).toEqual([403, 'login.non.member']);
    expect((await t.app.inject({ method: 'GET', url: API.agentKpi })).statusCode).toBe(401);
  });

  it('keeps a member created by registration out of agent calls even with an agent-looking payload', async () => {
    const member = await memberWithMoney(t);
    expect((await f.as(member).post(API.agentRegister, f.openAccountBody('agent'))).statusCode).toBe(403);
  });

  it('answers calls naming a member only to its uplines: sibling, other agent, the member itself and its child get 404', async () => {
    const urls = (id: number) => [
      `${API.agentTeamPnl}?agentId=${id}`,
      `${API.agentTeamMembers}?parentId=${id}`,
      `${API.agentTeamBetting}?memberId=${id}`,
    ];
    for (const url of urls(a1.id)) {
      expect(await statusOf(ask(a, url)), `parent ${url}`).toBe(200);
      expect(await statusOf(ask(top, url)), `grandparent ${url}`).toBe(200);
      expect(await statusOf(ask(b, url)), `sibling of the parent ${url}`).toBe(404);
      expect(await statusOf(ask(x, url)), `other agent ${url}`).toBe(404);
      expect(await statusOf(ask(a1a, url)), `child ${url}`).toBe(404);
    }
    expect(await statusOf(ask(a1, `${API.agentTeamBetting}?memberId=${a1.id}`))).toBe(404);
    expect(await statusOf(ask(b, `${API.agentTeamPnl}?agentId=${a.id}`))).toBe(404);
  });

  it('sets rebates for direct sub-agents only, never above the own rate, and caps the downline when lowering', async () => {
    expect(
      (await f.operator('PUT', API.operatorAgentRebate.replace(':username', top.username), { rates: { RNG: '1.00', LIVE: '0.50' } }))
        .statusCode,
    ).toBe(200);
    const put = (who: TreeMember, target: TreeMember, rates: Record<string, string>) =>
      f.as(who).put(API.agentRebateOf.replace(':memberId', String(target.id)), { rates });
    expect((await put(top, a, { RNG: '0.80' })).statusCode).toBe(200);
    const above = await put(top, a, { RNG: '1.50' });
    expect([above.statusCode, above.json().errorCode]).toEqual([400, 'agent.rate.above.parent']);
    expect((await put(a, a1, { RNG: '0.90' })).json().errorCode).toBe('agent.rate.above.parent');
    expect((await put(a, a1, { RNG: '0.70' })).statusCode).toBe(200);
    expect((await ask(a, API.agentRebate)).json().value.subAgents[0].rates.RNG).toBe('0.70');
    // who may set a1's rates: only its parent a.
    expect((await put(top, a1, { RNG: '0.10' })).statusCode).toBe(403);
    expect((await put(b, a1, { RNG: '0.10' })).statusCode).toBe(404);
    expect((await put(x, a1, { RNG: '0.10' })).statusCode).toBe(404);
    expect((await put(a1, a1, { RNG: '0.10' })).statusCode).toBe(404);
    expect((await put(a1a, a1, { RNG: '0.10' })).statusCode).toBe(404);
    expect((await put(a1, m, { RNG: '0.10' })).statusCode).toBe(403);
    expect((await put(top, a, { RNG: '0.50' })).statusCode).toBe(200);
    expect((await ask(a, API.agentRebate)).json().value).toMatchObject({ own: { RNG: '0.50' }, subAgents: [{ rates: { RNG: '0.50' } }] });
  });

  /** m plays after a 500.00 deposit: 100.00 staked, 20.00 won, through the signed seamless wallet. */
  async function mPlaysOneRound() {
    await t.app.ledger.transfer({
      merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('psp.clearing'),
      credit: memberAccount(m.id, 'cash'),
      amount: 50_000n,
      code: 'deposit',
      idempotencyKey: `fund-${m.id}`,
    });
    const call = providerCalls(t);
    const round = { playerId: m.playerId, roundId: `r-${m.id}`, gameCode: 'demo-slot', currency: 'BRL' };
    expect((await call('bet', { ...round, transactionId: `b-${m.id}`, amount: '100.00' })).statusCode).toBe(200);
    expect((await call('win', { ...round, transactionId: `w-${m.id}`, amount: '20.00', endRound: true })).statusCode).toBe(200);
  }

  /** The two read plans (member by member for small teams, the day's activity for large ones) agree. */
  async function expectReadPlansAgree(agents: TreeMember[]) {
    const today = dayRange(clock.now());
    for (const who of agents) {
      const args = [t.database.db, merchantId, who.id, today, new Date(clock.now() - 600_000), new Date(clock.now())] as const;
      expect(await activity.counters(...args, true)).toEqual(await activity.counters(...args, false));
      const byChild = (rows: activity.PnlRow[]) => [...rows].sort((x, y) => x.child - y.child);
      expect(byChild(await activity.pnlByDirect(t.database.db, merchantId, who.id, today, true))).toEqual(
        byChild(await activity.pnlByDirect(t.database.db, merchantId, who.id, today, false)),
      );
    }
  }

  it('counts the team today, offers, accepts and settles a salary contract once per period with its rounds as basis', async () => {
    const offer = (who: TreeMember, target: TreeMember, rate = '1.00') =>
      f.as(who).post(API.agentContracts, { kind: 'salary', agentId: target.id, rate });
    expect((await offer(top, a1)).statusCode).toBe(403);
    expect((await offer(b, a1)).statusCode).toBe(404);
    expect((await offer(x, a1)).statusCode).toBe(404);
    expect((await offer(a, a1, '20.00')).json().errorCode).toBe('agent.rate.above.parent');
    const offered = await offer(a, a1);
    expect(offered.statusCode).toBe(200);
    const id = offered.json().value.id as string;
    expect((await ask(a1, API.agentContractRequests)).json().value).toEqual({
      dailysalreqtype: '1',
      divtypecompperiodreq: '0',
      contracthoursalreq: '0',
    });
    const accept = (who: TreeMember) => f.as(who).post(API.agentContractAccept.replace(':id', id));
    for (const other of [a, top, b, x, a1a]) expect((await accept(other)).statusCode, other.username).toBe(404);
    expect((await accept(a1)).json().value.status).toBe('accepted');
    expect((await accept(a1)).statusCode).toBe(409);

    await mPlaysOneRound();
    await expectReadPlansAgree([a1, a, top]);
    const footer = (await ask(a1, API.agentKpi)).json().value.footer;
    expect(footer).toEqual({ teamLoginMemberCount: 2, teamBetMemberCount: 1, teamRegisterMemberCount: 2, teamOnlineCount: 2 });
    const pnl = (await ask(a, API.agentTeamPnl)).json().value;
    expect(pnl.total).toMatchObject({ deposits: '500.00', stakes: '100.00', wins: '20.00', net: '-80.00', rounds: 1, bettors: 1 });
    expect(pnl.byDirect.find((r: { memberId: string }) => r.memberId === String(a1.id))).toMatchObject({ stakes: '100.00' });
    expect((await ask(top, API.agentTeamBetting)).json().value.list[0]).toMatchObject({
      username: m.username,
      stake: '100.00',
      win: '20.00',
    });

    const period = dayOf(clock.now());
    const settle = () => f.operator('POST', API.operatorAgentSettle, { kind: 'salary', period });
    expect((await settle()).json().errorCode).toBe('agent.period.open');
    clock.advance(DAY_MS);
    const first = (await settle()).json().value;
    expect(first).toMatchObject({ contracts: 1, paid: 1, amount: '1.00' });
    expect((await settle()).json().value).toMatchObject({ contracts: 1, paid: 0, skipped: 1, amount: '0.00' });
    // The CLI trigger runs on the real clock, where this day has not ended: it refuses to pay it.
    await expect(runCommand({ name: 'agents-settle', kind: 'salary', period }, t.database, 'demo')).rejects.toMatchObject({
      code: 'agent.period.open',
    });
    const yesterday = dayOf(Date.now() - DAY_MS);
    expect(await runCommand({ name: 'agents-settle', kind: 'salary', period: yesterday }, t.database, 'demo')).toEqual([
      `agents salary ${yesterday}: 0 due, 0 paid now, 0 already paid or nothing to pay, R$ 0.00`,
    ]);
    const mine = (await ask(a1, `${API.agentContracts}?kind=salary`)).json().value.mine[0];
    expect(mine).toMatchObject({ paidTotal: '1.00', payouts: [{ period, amount: '1.00', roundCount: 1, stake: '100.00', win: '20.00' }] });
    const records = (await ask(a1, `${API.accountRecord}?types=A`)).json().value.list;
    expect(records.filter((r: { type: string }) => r.type === 'commission')).toHaveLength(1);
    expect(records[0]).toMatchObject({ type: 'commission', amount: '1.00' });
  });

  it('pays team rebates by the rate margin, once per day', async () => {
    const period = dayOf(clock.now() - DAY_MS);
    const res = (await f.operator('POST', API.operatorAgentSettle, { kind: 'rebate', period })).json().value;
    // 100.00 of RNG stakes by m: a1 (0.50, capped) earns 0.50 on its member; a keeps 0.50 − 0.50 = 0; top keeps 1.00 − 0.50.
    expect(res).toMatchObject({ contracts: 3, paid: 2, skipped: 1, amount: '1.00' });
    expect((await f.operator('POST', API.operatorAgentSettle, { kind: 'rebate', period })).json().value).toMatchObject({ paid: 0 });
  });

  it('lets only the agent decline an offer and only the offerer end it', async () => {
    const offered = await f.as(a).post(API.agentContracts, { kind: 'dividend', agentId: a1.id, rate: '2.00' });
    const id = offered.json().value.id as string;
    const decline = (who: TreeMember) => f.as(who).post(API.agentContractDecline.replace(':id', id));
    const cancel = (who: TreeMember) => f.as(who).post(API.agentContractCancel.replace(':id', id));
    for (const other of [a, top, b, x, a1a]) expect((await decline(other)).statusCode, `decline as ${other.username}`).toBe(404);
    for (const other of [a1, top, b, x, a1a]) expect((await cancel(other)).statusCode, `cancel as ${other.username}`).toBe(404);
    expect((await cancel(a)).json().value.status).toBe('cancelled');
    expect((await decline(a1)).statusCode).toBe(409);
  });
});
