import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { newRequestId } from '../payments/payments.test-support.js';
import { createPlayersApp, playersFixture, type Player } from './players.test-support.js';

describe.each(testDatabases())('operator player page on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof playersFixture>;
  let agent: Player;
  let p: Player;

  /** R$ 100.00 deposited by PIX; a round of 20.00 staked and 5.00 won; 10.00 in a running round; 30.00 asked out. */
  beforeAll(async () => {
    t = await createPlayersApp(kind);
    f = playersFixture(t);
    agent = await f.player();
    await t.database.db.execute(sql`update members set type = 1 where id = ${agent.memberId}`);
    p = await f.player({ affiliateCode: await f.inviteCodeOf(agent) });
    await f.deposit(p, '100.00');
    await f.playRound(p, '20.00', '5.00');
    await f.playRound(p, '10.00');
    const accountId = (await f.addAccount(p)).json().value.id as number;
    const asked = await f.call('POST', API.withdraw, p.token, { accountId, amount: '30', requestId: newRequestId() });
    expect(asked.json().value).toMatchObject({ status: 'pending' });
  });
  afterAll(() => t.close());

  it("shows identity, balances from the ledger, counters, the upline and the agent; the balances agree with the member's wallet", async () => {
    const page = await f.page(p);
    expect(page).toMatchObject({
      id: p.memberId,
      username: p.username,
      name: 'Maria da Silva',
      cpf: p.cpf,
      mobile: `+55${p.mobileNum}`,
      email: p.email,
      birthday: '1990-05-17',
      kind: 'member',
      status: 'active',
      vip: { level: 0, name: expect.any(String), turnover: '20.00' },
      lastLogin: { at: expect.any(String), ip: expect.any(String) },
      balances: { currency: 'BRL', cash: '45.00', bonus: '0.00', withdrawHold: '30.00', inPlay: '10.00', held: '40.00', points: 0 },
      loginLock: { lockedUntil: null, recentFailures: 0 },
      liveSessions: 1,
      upline: { id: agent.memberId, username: agent.username },
      agent: { id: agent.memberId, username: agent.username, depth: 1 },
      uplineChain: [{ id: agent.memberId, username: agent.username, type: 1 }],
      counts: { deposits: 1, depositTotal: '100.00', withdrawals: 0, withdrawalTotal: '0.00', referrals: 0 },
    });
    const wallet = (await f.call('GET', API.wallet, p.token)).json().value;
    expect({ cash: wallet.cash, withdrawHold: wallet.withdrawHold, inPlay: wallet.inPlay }).toEqual({
      cash: page.balances.cash,
      withdrawHold: page.balances.withdrawHold,
      inPlay: page.balances.inPlay,
    });
    expect((await f.page(agent)).counts.referrals).toBe(1);
  });

  it("lists the ledger newest first, page by page, every entry once, its last cash balance the page's", async () => {
    const seen: Array<{ entryId: number; code: string; account: string; amount: string; balanceAfter: string }> = [];
    let cursor = '';
    for (;;) {
      const res = await f.list(API.operatorPlayerLedger, p, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().value.rows);
      if (!res.json().value.next) break;
      cursor = res.json().value.next;
    }
    const stored = rowsOf<{ n: number | string }>(
      await t.database.db.execute(sql`select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_id = ${p.memberId}`),
    );
    expect(seen).toHaveLength(Number(stored[0]!.n));
    const entryIds = seen.map((r) => r.entryId);
    expect(entryIds).toEqual([...entryIds].sort((x, y) => y - x));
    const cash = seen.filter((r) => r.account === 'cash');
    expect(cash[0]).toMatchObject({ code: 'withdraw_hold', amount: '-30.00', balanceAfter: '45.00' });
    expect(cash.map((r) => r.code).reverse()).toEqual(['deposit', 'bet', 'win', 'bet', 'withdraw_hold']);
    const sum = cash.reduce((total, r) => total + Math.round(Number(r.amount) * 100), 0);
    expect(sum).toBe(4_500);
  });

  it('lists rounds, payments (with the PSP ids), logins (successes and failures) and referrals with their first deposit', async () => {
    const rounds = (await f.list(API.operatorPlayerRounds, p)).json().value.rows;
    expect(rounds.map((r: { status: string; stake: string }) => [r.status, r.stake])).toEqual([
      ['open', '10.00'],
      ['completed', '20.00'],
    ]);
    expect(rounds[1]).toMatchObject({ game: 'demo-slot', win: '5.00', settledAt: expect.any(String) });

    const payments = (await f.list(API.operatorPlayerPayments, p)).json().value.rows;
    expect(payments).toMatchObject([
      { kind: 'withdrawal', amount: '30.00', status: 'pending', txid: null },
      { kind: 'deposit', amount: '100.00', status: 'paid', txid: expect.any(String), endToEndId: expect.stringMatching(/^E/) },
    ]);
    const firstOnly = (await f.list(API.operatorPlayerPayments, p, '?limit=1')).json().value;
    expect((await f.list(API.operatorPlayerPayments, p, `?limit=1&cursor=${firstOnly.next}`)).json().value.rows[0].kind).toBe('deposit');

    expect((await f.client.login(p.username, 'wrong-password-1')).json().errorCode).toBe('login.credentials.invalid');
    const logins = (await f.list(API.operatorPlayerLogins, p)).json().value.rows;
    expect(logins.map((l: { success: boolean }) => l.success)).toEqual([false, true]);
    expect((await f.page(p)).loginLock).toEqual({ lockedUntil: null, recentFailures: 1 });

    const referrals = (await f.list(API.operatorPlayerReferrals, agent)).json().value.rows;
    expect(referrals).toEqual([
      {
        id: p.memberId,
        username: p.username,
        status: 'active',
        registeredAt: expect.any(String),
        firstDeposit: { at: expect.any(String), amount: '100.00' },
      },
    ]);
    expect((await f.list(API.operatorPlayerReferrals, p)).json().value).toEqual({ rows: [], next: null });
  });
});
