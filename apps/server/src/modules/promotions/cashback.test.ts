import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { periodAt } from './cashback-rules.js';
import { settleCashback, settleCashbackNow } from './cashback.service.js';
import { rowsOf } from '../../db/rows.js';

const MINUTE = 60_000;
const netLossRules = { basis: 'net_loss', rateBp: 1000, period: 'daily', minPayout: '1.00', cap: '50.00', payAs: 'cash' };

interface CashbackView {
  code: string;
  label: string;
  cashback: {
    period: string;
    basisAmount: string;
    estimate: string;
    payouts: Array<{ period: string; basisAmount: string; amount: string; payAs: string }>;
  } | null;
}

describe.each(testDatabases())('cashback on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let provider: ReturnType<typeof providerCalls>;
  const clock = manualClock();
  let seq = 0;
  const deps = () => ({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });

  /** Each test's promotion starts now, so it counts only the rounds of that test's members. */
  const save = async (code: string, rules: object, enabled = true) => {
    const payload = { code, kind: 'cashback', category: 'rebate_promo', rules, enabled, startsAt: new Date(clock.now()).toISOString() };
    const res = await t.app.inject({
      method: 'PUT',
      url: API.operatorPromotions,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.id as number;
  };

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, {
      config: { seamlessVendors: [TEST_VENDOR], promotionSweepIntervalMs: 0, promotionSettleOpenPeriods: true },
    });
    f = paymentsFixture(t, clock.now);
    provider = providerCalls(t);
    // The demo's own cashback would pay these members too: each test runs its own promotion alone.
    await save('DAILY_CASHBACK', netLossRules, false);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.execute(sql`update promotions set enabled = false where kind = 'cashback'`);
  });

  /** Rounds are stamped by the database's clock: the test clock goes back to real time before playing. */
  const backToNow = () => clock.advance(Date.now() - clock.now());
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const bonus = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('bonus') ?? 0n;
  const viewOf = async (m: PaymentsMember | undefined, code: string) => {
    const res = m ? await f.call('GET', API.promotions, m.token) : await t.app.inject({ url: API.promotions, remoteAddress: nextIp() });
    return (res.json().value as CashbackView[]).find((p) => p.code === code)!;
  };
  /** A completed round through the signed seamless wallet: `stake` bet, `win` paid back. */
  const playRound = async (m: PaymentsMember, stake: string, win = '0.00') => {
    const body = { playerId: playerIdOf(m.merchantId, m.memberId), roundId: `cb-${(seq += 1)}`, gameCode: 'demo-slot', currency: 'BRL' };
    expect((await provider('bet', { ...body, transactionId: `cb-b-${seq}`, amount: stake }, { now: clock.now() })).statusCode).toBe(200);
    expect(
      (await provider('win', { ...body, transactionId: `cb-w-${seq}`, amount: win, endRound: true }, { now: clock.now() })).statusCode,
    ).toBe(200);
  };
  const settleNow = (includeOpen: boolean) => f.operator('POST', API.operatorCashbackSettle, { includeOpen });
  const transfersOf = async (promotionId: number, m: PaymentsMember) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`promo:cashback:${promotionId}:${m.memberId}:%`}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  };

  it("pays 10 % of the day's net loss a few minutes after the day closes, with the minimum and the cap, once", async () => {
    backToNow();
    const id = await save('CB_NET_LOSS', netLossRules);
    const [loser, winner, small, whale] = await Promise.all([
      f.member({ cash: 50_000n }),
      f.member({ cash: 50_000n }),
      f.member({ cash: 50_000n }),
      f.member({ cash: 200_000n }),
    ]);
    await playRound(loser!, '100.00', '30.00');
    await playRound(winner!, '20.00', '50.00');
    await playRound(small!, '5.00');
    await playRound(whale!, '1000.00');

    // The open day: an estimate, nothing paid.
    expect(await viewOf(loser, 'CB_NET_LOSS')).toMatchObject({
      label: 'joined',
      cashback: { basisAmount: '70.00', estimate: '7.00', payouts: [] },
    });
    expect(await viewOf(small, 'CB_NET_LOSS')).toMatchObject({ cashback: { basisAmount: '5.00', estimate: '0.00' } });
    expect(await viewOf(undefined, 'CB_NET_LOSS')).toMatchObject({ label: 'join', cashback: null });
    const before = { loser: await cash(loser!), winner: await cash(winner!), small: await cash(small!), whale: await cash(whale!) };

    // Four minutes after the close the sweep still waits for late rounds; at five it pays.
    const day = periodAt('daily', clock.now());
    clock.advance(day.end.getTime() + 4 * MINUTE - clock.now());
    expect((await settleCashback(deps())).payouts).toBe(0);
    clock.advance(MINUTE);
    expect(await settleCashback(deps())).toMatchObject({ payouts: 2, total: 5_700n });
    // The sweep again, and the operator's call: the day is settled, nothing more.
    expect(await settleCashback(deps())).toMatchObject({ payouts: 0 });
    expect((await settleNow(false)).json().value).toMatchObject({ payouts: 0, total: '0.00' });

    expect(await cash(loser!)).toBe(before.loser + 700n);
    expect(await cash(whale!)).toBe(before.whale + 5_000n);
    expect(await cash(winner!)).toBe(before.winner);
    expect(await cash(small!)).toBe(before.small);
    expect(await transfersOf(id, loser!)).toBe(1);
    expect(await viewOf(loser, 'CB_NET_LOSS')).toMatchObject({
      cashback: { payouts: [{ period: day.key, basisAmount: '70.00', amount: '7.00', payAs: 'cash' }], estimate: '0.00' },
    });
    // The member reads it in the account record as a rebate.
    const records = (await f.call('GET', `${API.accountRecord}?type=rebate`, loser!.token)).json().value;
    expect(records.list).toEqual([expect.objectContaining({ type: 'rebate', amount: '7.00' })]);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('pays on turnover as bonus money that turns into cash once its wagering is met', async () => {
    backToNow();
    const code = 'CB_TURNOVER';
    await save(code, {
      basis: 'turnover',
      rateBp: 50,
      period: 'weekly',
      minPayout: '0.10',
      cap: '100.00',
      payAs: 'bonus',
      wageringMultiplier: 3,
      expiryDays: 7,
    });
    const m = await f.member({ cash: 50_000n });
    await playRound(m, '150.00', '150.00');
    await playRound(m, '50.00', '0.00');
    expect(await viewOf(m, code)).toMatchObject({ cashback: { basisAmount: '200.00', estimate: '1.00' } });
    const cashBefore = await cash(m);

    // Wagering counts from the grant: the clock catches up with the rounds just played.
    backToNow();
    expect((await settleNow(true)).json().value).toMatchObject({ payouts: 1, total: '1.00' });
    expect([await cash(m), await bonus(m)]).toEqual([cashBefore, 100n]);
    expect((await viewOf(m, code)).cashback?.payouts).toEqual([
      expect.objectContaining({ amount: '1.00', payAs: 'bonus', basisAmount: '200.00' }),
    ]);
    expect((await f.call('GET', API.wallet, m.token)).json().value).toMatchObject({ bonus: '1.00' });

    // 3 × 1.00 wagered after the grant: the bonus moves to cash (on the member's next read).
    await playRound(m, '2.00');
    await viewOf(m, code);
    expect(await bonus(m)).toBe(100n);
    await playRound(m, '1.00');
    await viewOf(m, code);
    expect([await cash(m), await bonus(m)]).toEqual([cashBefore - 300n + 100n, 0n]);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('pays a period once however many settlements run, one after another or twenty at once', async () => {
    backToNow();
    const id = await save('CB_ONCE', netLossRules);
    const m = await f.member({ cash: 50_000n });
    await playRound(m, '50.00');
    const before = await cash(m);

    expect((await settleNow(true)).json().value).toMatchObject({ payouts: 1, total: '5.00' });
    expect((await viewOf(m, 'CB_ONCE')).cashback).toMatchObject({ basisAmount: '50.00', estimate: '0.00', payouts: [{ amount: '5.00' }] });
    expect((await settleNow(true)).json().value).toMatchObject({ payouts: 0 });
    const parallel = await Promise.all(Array.from({ length: 20 }, () => settleNow(true)));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(parallel.reduce((n, r) => n + (r.json().value.payouts as number), 0)).toBe(0);
    // And the sweep after the close, and 20 sweeps at once: the open-period payout was that period's payout.
    clock.advance(periodAt('daily', clock.now()).end.getTime() + 10 * MINUTE - clock.now());
    const sweeps = await Promise.all(Array.from({ length: 20 }, () => settleCashback(deps())));
    expect(sweeps.reduce((n, r) => n + r.payouts, 0)).toBe(0);

    expect(await cash(m)).toBe(before + 500n);
    expect(await transfersOf(id, m)).toBe(1);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('twenty settlements at once of a closed period pay each member once', async () => {
    backToNow();
    const id = await save('CB_RACE', netLossRules);
    const members = await Promise.all([f.member({ cash: 50_000n }), f.member({ cash: 50_000n }), f.member({ cash: 50_000n })]);
    for (const m of members) await playRound(m, '30.00');
    const before = await Promise.all(members.map(cash));
    clock.advance(periodAt('daily', clock.now()).end.getTime() + MINUTE - clock.now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => settleNow(false)));
    expect(answers.reduce((n, r) => n + (r.json().value.payouts as number), 0)).toBe(3);
    expect(await Promise.all(members.map(cash))).toEqual(before.map((b) => b + 300n));
    for (const m of members) expect(await transfersOf(id, m)).toBe(1);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('describes each demo promotion by a PR announcement linked to it, with its cover and home-strip images', async () => {
    // The tests above switched the cashback promotions off; an announcement shows only while its promotion runs.
    await t.database.db.execute(sql`update promotions set enabled = true, starts_at = null, ends_at = null where code = 'DAILY_CASHBACK'`);
    const rows = await t.database.db.execute(sql`select id, code from promotions where enabled`);
    const promotions = rowsOf<{ id: number; code: string }>(rows);
    const res = await t.app.inject({ url: `${API.announcements}?types=PR`, remoteAddress: nextIp(), headers: { language: 'en' } });
    const list = res.json().value.promotion as Array<{
      title: string;
      category: string;
      linkedPromotionId: number;
      announcementImages: Array<{ url: string; sequence: number }>;
    }>;
    const cashback = list.find((a) => a.linkedPromotionId === promotions.find((p) => p.code === 'DAILY_CASHBACK')?.id);
    expect(cashback).toMatchObject({ title: '10% daily cashback', category: 'rebate_promo' });
    expect(cashback?.announcementImages.map((i) => i.sequence).sort()).toEqual([1, 2]);
    expect(list.every((a) => promotions.some((p) => p.id === a.linkedPromotionId))).toBe(true);
  });

  it('settles the open period only where the server allows it', async () => {
    await expect(settleCashbackNow(deps(), 1, true, false)).rejects.toMatchObject({ code: 'permission.denied' });
    const refused = await f.operator('POST', API.operatorCashbackSettle, { includeOpen: 'yes' });
    expect(refused.statusCode).toBe(400);
    const member = await f.member();
    const notOperator = await f.call('POST', API.operatorCashbackSettle, member.token, {});
    expect(notOperator.json().errorCode).toBe('operator.unauthorized');
  });
});
