import { API, merchantDayOf, type MyActivity } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { monthsEndingAt } from './activity.service.js';

const ZERO = { deposits: '0.00', withdrawals: '0.00', stakes: '0.00', wins: '0.00', net: '0.00', secondsPlayed: 0 };

describe('the span of months', () => {
  it('ends at the merchant month (UTC−3) and crosses years', () => {
    // 1 March 2026 01:00 UTC is still 28 February in Brazil.
    expect(monthsEndingAt(Date.UTC(2026, 2, 1, 1), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEndingAt(Date.UTC(2026, 2, 1, 4), 1)).toEqual(['2026-03']);
  });
});

describe.each(testDatabases())('my activity on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let provider: ReturnType<typeof providerCalls>;
  const clock = manualClock();
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

  const activity = (m: PaymentsMember, query = '', language = 'pt') =>
    f.call('GET', `${API.myActivity}${query}`, m.token, undefined, language);
  const statement = async (m: PaymentsMember, query = '') => {
    const res = await activity(m, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as MyActivity;
  };
  const thisMonth = () => merchantDayOf(clock.now()).slice(0, 7);
  const seamless = (path: string, m: PaymentsMember, body: object) =>
    provider(
      path,
      { playerId: playerIdOf(m.merchantId, m.memberId), gameCode: 'demo-slot', currency: 'BRL', ...body },
      { now: clock.now() },
    );
  const bet = (m: PaymentsMember, roundId: string, amount: string, transactionId = id('bet')) =>
    seamless('bet', m, { transactionId, roundId, amount });
  const win = (m: PaymentsMember, roundId: string, amount: string) =>
    seamless('win', m, { transactionId: id('win'), roundId, amount, endRound: true });

  async function paidDeposit(m: PaymentsMember, amount: string) {
    const order = (await f.deposit(m, amount)).json().value;
    expect((await f.pay(await f.txidOf(order.orderNo))).statusCode).toBe(200);
  }

  async function paidWithdrawal(m: PaymentsMember, amount: string) {
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const orderNo = (await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() })).json().value.orderNo;
    const url = API.operatorWithdrawalDecision.replace(':orderNo', orderNo);
    const decided = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      payload: { decision: 'approve' },
    });
    expect(decided.json().value.status).toBe('paid');
  }

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { seamlessVendors: [TEST_VENDOR] } });
    f = paymentsFixture(t, clock.now);
    provider = providerCalls(t);
  });
  afterAll(() => t.close());

  it('sums what was deposited, withdrawn, staked and won this month, and nothing of another member', async () => {
    const m = await f.member();
    const other = await f.member();
    await paidDeposit(m, '100.00');
    await paidDeposit(other, '500.00');
    const lost = id('r');
    expect((await bet(m, lost, '10.00')).statusCode).toBe(200);
    expect((await bet(m, lost, '2.50')).statusCode).toBe(200);
    expect((await win(m, lost, '0.00')).statusCode).toBe(200);
    const won = id('r');
    expect((await bet(m, won, '5.00')).statusCode).toBe(200);
    expect((await win(m, won, '40.25')).statusCode).toBe(200);
    // A rolled-back bet was never a stake.
    const rolled = id('r');
    const rolledBet = id('bet');
    expect((await bet(m, rolled, '7.00', rolledBet)).statusCode).toBe(200);
    const playerId = playerIdOf(m.merchantId, m.memberId);
    const undo = { transactionId: id('rb'), playerId, roundId: rolled, referenceTransactionId: rolledBet };
    const rollback = await provider('rollback', undo, { now: clock.now() });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await bet(other, id('r'), '300.00')).statusCode).toBe(200);
    await paidWithdrawal(m, '30.00');
    await f.deposit(m, '60.00'); // never paid: not in the statement

    const s = await statement(m);
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toEqual({
      month: thisMonth(),
      deposits: '100.00',
      withdrawals: '30.00',
      stakes: '17.50',
      wins: '40.25',
      net: '22.75',
      secondsPlayed: 0,
    });
    for (const month of s.months.slice(0, -1)) expect(month).toMatchObject(ZERO);
    expect(s.totals).toEqual({ ...s.months.at(-1), month: undefined });
    expect(new Set(s.months.map((x) => x.month)).size).toBe(12);

    const theirs = await statement(other);
    expect(theirs.totals).toMatchObject({ deposits: '500.00', stakes: '300.00', wins: '0.00', net: '-300.00', withdrawals: '0.00' });
  });

  it('counts time played once the player has a limit, and 0 without one', async () => {
    const m = await f.member({ cash: 50_00n });
    const limits = { limits: [{ kind: 'time', period: 'month', value: '6000' }] };
    const set = await t.app.inject({
      method: 'PUT',
      url: API.protectionLimits,
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${m.token}` },
      payload: limits,
    });
    expect(set.statusCode, set.body).toBe(200);
    for (let minute = 0; minute < 3; minute += 1) {
      clock.advance(61_000);
      expect((await f.call('GET', API.memberInfo, m.token)).statusCode).toBe(200);
    }
    const s = await statement(m, '?months=2');
    expect(s.months.map((x) => x.month)).toHaveLength(2);
    expect(s.months.at(-1)?.secondsPlayed).toBeGreaterThanOrEqual(120);
    expect(s.totals.secondsPlayed).toBe(s.months.reduce((sum, x) => sum + x.secondsPlayed, 0));
  });

  it('answers a span of 1 to 24 months and refuses anything else with a translated 400', async () => {
    const m = await f.member();
    expect((await statement(m, '?months=1')).months).toEqual([{ month: thisMonth(), ...ZERO }]);
    expect((await statement(m, '?months=24')).months).toHaveLength(24);
    for (const query of ['?months=0', '?months=25', '?months=abc', '?months=1.5', '?months=99999999999', '?other=1']) {
      const res = await activity(m, query, 'en');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('request.invalid');
    }
    const pt = await activity(m, '?months=25');
    expect(pt.json().data.fields[0]).toMatchObject({ path: 'months', message: 'months é longo ou grande demais' });
  });

  it('is for members only: no session is a 401, a trial account is refused', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: API.myActivity, remoteAddress: nextIp() });
    expect(anonymous.statusCode).toBe(401);
    const trial = await f.call('GET', API.myActivity, await f.trialToken());
    expect(trial.statusCode).toBeGreaterThanOrEqual(400);
    expect(trial.statusCode).toBeLessThan(500);
    expect(trial.json().errorCode).toBe('free.reject');
  });
});
