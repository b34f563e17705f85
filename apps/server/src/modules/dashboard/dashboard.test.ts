import { addMerchantDays, API, merchantDayOf, merchantDayStart, type Dashboard, type DashboardDay } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import * as members from '../members/members.service.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';

const DAY = 86_400_000;
/** Noon of a merchant day four years ahead: every row of the seeded template is older than the whole series. */
const TODAY = addMerchantDays(merchantDayOf(Date.now()), 4 * 365);
const NOON = merchantDayStart(TODAY).getTime() + 12 * 3_600_000;

const empty = (day: string): DashboardDay => ({
  day,
  registrations: 0,
  firstDeposits: { count: 0, amount: '0.00' },
  deposits: { count: 0, amount: '0.00' },
  withdrawalsPaid: { count: 0, amount: '0.00' },
  bets: '0.00',
  wins: '0.00',
  ggr: '0.00',
  activePlayers: 0,
});

describe.each(testDatabases())('the dashboard on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock(NOON - 2 * DAY);

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now);
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  async function paidDeposit(m: PaymentsMember, amount: string) {
    const orderNo = (await f.deposit(m, amount)).json().value.orderNo as string;
    await f.pay(await f.txidOf(orderNo));
  }
  async function registeredOn(m: PaymentsMember, at: number) {
    await t.database.db.execute(sql`update members set created_at = ${new Date(at)} where id = ${m.memberId}`);
  }
  async function withdraw(m: PaymentsMember, amount: string) {
    const accountId = (await f.addAccount(m)).json().value.id as number;
    return (await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() })).json().value.orderNo as string;
  }
  /** Rounds as the seamless wallet records them, inserted oldest first (their ids grow with their time). */
  async function rounds(list: Array<{ m: PaymentsMember; at: number; stake: number; win: number; currency?: string; status?: string }>) {
    for (const [i, r] of list.entries()) {
      await t.database.db
        .execute(sql`insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, created_at)
        values (${r.m.merchantId}, ${r.m.memberId}, 'TESTV', ${`dash-${kind}-${i}-${r.at}`}, 'g1', ${r.currency ?? 'BRL'},
          ${r.status ?? 'completed'}, ${r.stake}, ${r.win}, ${new Date(r.at)})`);
    }
  }

  /** Two days ago, yesterday and today of three members, a trial account and their rounds (the test's comments say which). */
  async function threeDaysOfActivity() {
    const [a, b, c] = [await f.member(), await f.member(), await f.member()];
    // Two days ago: A registers and makes a first deposit.
    await registeredOn(a, clock.now());
    await paidDeposit(a, '100.00');
    // Yesterday: A deposits again; B registers and makes a first deposit.
    clock.advance(DAY);
    await paidDeposit(a, '50.00');
    await registeredOn(b, clock.now());
    await paidDeposit(b, '200.00');
    // Today: C registers and deposits; A's deposit waits; A's withdrawal is paid, B's waits; a trial account opens.
    clock.advance(DAY);
    await registeredOn(c, clock.now());
    await paidDeposit(c, '70.00');
    await f.deposit(a, '25.00');
    const paidOut = await withdraw(a, '30.00');
    await f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', paidOut), { decision: 'approve' });
    await withdraw(b, '40.00');
    const trial = await members.createTrialMember({ db: t.database.db, clock: clock.now }, a.merchantId, { ip: '127.0.0.1' });
    await t.database.db.execute(sql`update members set created_at = ${new Date(clock.now())} where id = ${trial.id}`);
    // Just before today began (21:00 UTC−3 the day before): yesterday's, not today's.
    const lastNight = merchantDayStart(TODAY).getTime() - 3 * 3_600_000;
    await rounds([
      { m: a, at: NOON - 2 * DAY, stake: 5_000, win: 2_000 },
      { m: b, at: NOON - DAY, stake: 10_000, win: 0 },
      { m: a, at: lastNight, stake: 1_000, win: 3_000 },
      { m: c, at: NOON - 60_000, stake: 7_000, win: 14_000 },
      { m: a, at: NOON - 30_000, stake: 500, win: 0 },
      { m: a, at: NOON - 20_000, stake: 0, win: 0, status: 'cancelled' },
      { m: b, at: NOON - 10_000, stake: 99_900, win: 0, currency: 'PLAY' },
    ]);
  }

  it("counts today's and each of the last 30 days' figures in the merchant's days", async () => {
    await threeDaysOfActivity();
    const res = await t.app.inject({ method: 'GET', url: API.operatorDashboard, headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    const board = res.json().value as Dashboard;
    expect(board).toMatchObject({ timeZone: 'America/Sao_Paulo', at: new Date(NOON).toISOString() });
    expect(board.withdrawalsPending).toEqual({ count: 1, amount: '40.00' });
    expect(board.series).toHaveLength(30);
    expect(board.series[0]!.day).toBe(addMerchantDays(TODAY, -29));
    expect(board.today).toEqual({
      day: TODAY,
      registrations: 1,
      firstDeposits: { count: 1, amount: '70.00' },
      deposits: { count: 1, amount: '70.00' },
      withdrawalsPaid: { count: 1, amount: '30.00' },
      bets: '75.00',
      wins: '140.00',
      ggr: '-65.00',
      activePlayers: 2,
    });
    expect(board.series[29]).toEqual(board.today);
    expect(board.series[28]).toEqual({
      ...empty(addMerchantDays(TODAY, -1)),
      registrations: 1,
      firstDeposits: { count: 1, amount: '200.00' },
      deposits: { count: 2, amount: '250.00' },
      bets: '110.00',
      wins: '30.00',
      ggr: '80.00',
      activePlayers: 2,
    });
    expect(board.series[27]).toEqual({
      ...empty(addMerchantDays(TODAY, -2)),
      registrations: 1,
      firstDeposits: { count: 1, amount: '100.00' },
      deposits: { count: 1, amount: '100.00' },
      bets: '50.00',
      wins: '20.00',
      ggr: '30.00',
      activePlayers: 1,
    });
    expect(board.series.slice(0, 27)).toEqual(board.series.slice(0, 27).map((d) => empty(d.day)));
  });

  it('refuses an unknown query field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.operatorDashboard}?day=today`, headers: operatorHeaders });
    expect(res.statusCode).toBe(400);
  });
});
