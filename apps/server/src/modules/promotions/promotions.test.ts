import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { memberPromotions, settleAll } from './promotions.service.js';
import { rowsOf } from '../../db/rows.js';

const DAY = 86_400_000;
const depositBonus = {
  code: 'FIRST_DEPOSIT',
  kind: 'deposit_bonus',
  category: 'deposit_promo',
  rules: { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 2, firstDepositOnly: true, expiryDays: 7 },
};
const signInPromotion = { code: 'DAILY_SIGN_IN', kind: 'sign_in', category: 'other_promo', rules: { rewards: ['1.00', '2.00', '5.00'] } };

describe.each(testDatabases())('promotions on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let provider: ReturnType<typeof providerCalls>;
  const clock = manualClock();
  let bonusId = 0;
  let seq = 0;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { seamlessVendors: [TEST_VENDOR], promotionSweepIntervalMs: 0 } });
    f = paymentsFixture(t, clock.now);
    provider = providerCalls(t);
    const save = (body: object) =>
      t.app.inject({ method: 'PUT', url: API.operatorPromotions, remoteAddress: nextIp(), headers: operatorHeaders, payload: body });
    const saved = await save(depositBonus);
    expect(saved.statusCode).toBe(200);
    bonusId = saved.json().value.id;
    expect((await save(signInPromotion)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const promotionsOf = async (m?: PaymentsMember) =>
    (m ? await f.call('GET', API.promotions, m.token) : await t.app.inject({ url: API.promotions, remoteAddress: nextIp() })).json()
      .value as Array<{ code: string; label: string; entry: Record<string, string> | null }>;
  const bonusOf = async (m?: PaymentsMember) => (await promotionsOf(m)).find((p) => p.code === 'FIRST_DEPOSIT')!;
  const money = async (m: PaymentsMember) => {
    const all = await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real);
    return { cash: all.get('cash') ?? 0n, bonus: all.get('bonus') ?? 0n };
  };
  const keyCount = async (pattern: string, m: PaymentsMember) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transfers t join promotion_entries e on t.idempotency_key like 'promo:' || e.id || ':%' where t.idempotency_key like ${pattern} and e.member_id = ${m.memberId}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  };
  const depositAndPay = async (m: PaymentsMember, amount: string) => {
    const order = (await f.deposit(m, amount)).json().value;
    expect((await f.pay(await f.txidOf(order.orderNo))).statusCode).toBe(200);
    return order.orderNo as string;
  };
  /** A settled round of the member staking `stake` and winning nothing, through the signed seamless wallet. */
  const playRound = async (m: PaymentsMember, stake: string) => {
    const body = { playerId: playerIdOf(m.merchantId, m.memberId), roundId: `r-${(seq += 1)}`, gameCode: 'demo-slot', currency: 'BRL' };
    expect((await provider('bet', { ...body, transactionId: `b-${seq}`, amount: stake }, { now: clock.now() })).statusCode).toBe(200);
    expect(
      (await provider('win', { ...body, transactionId: `w-${seq}`, amount: '0.00', endRound: true }, { now: clock.now() })).statusCode,
    ).toBe(200);
  };

  it('shows guests every running promotion with the label to join or claim', async () => {
    const list = await promotionsOf();
    expect(list.map((p) => [p.code, p.label])).toEqual([
      ['FIRST_DEPOSIT', 'join'],
      ['SHOW_YOUR_WIN', 'join'],
      ['DAILY_SIGN_IN', 'claim'],
      ['DAILY_CASHBACK', 'join'],
    ]);
  });

  it('names each promotion as the promotions page does (by its announcement title), in Portuguese and in English', async () => {
    const m = await f.member();
    const named = async (language: 'pt' | 'en') => {
      const list = (await f.call('GET', API.promotions, m.token, undefined, language)).json().value as Array<{
        id: number;
        code: string;
        title: string | null;
      }>;
      const page = (await f.call('GET', `${API.announcements}?types=PR&platform=M`, m.token, undefined, language)).json().value
        .promotion as Array<{ linkedPromotionId: number; title: string }>;
      for (const p of list) expect([p.code, p.title]).toEqual([p.code, page.find((a) => a.linkedPromotionId === p.id)?.title]);
      return Object.fromEntries(list.map((p) => [p.code, p.title]));
    };
    expect(await named('pt')).toMatchObject({
      FIRST_DEPOSIT: 'Bônus de 100% no primeiro depósito',
      DAILY_CASHBACK: 'Cashback diário de 10%',
    });
    expect(await named('en')).toMatchObject({ FIRST_DEPOSIT: '100% first deposit bonus', DAILY_CASHBACK: '10% daily cashback' });
    // A guest reads the same names.
    const guest = await t.app.inject({ url: API.promotions, remoteAddress: nextIp(), headers: { language: 'en' } });
    expect(guest.json().value.find((p: { code: string }) => p.code === 'SHOW_YOUR_WIN').title).toBe('Show your win');
  });

  it('grants a joined first-deposit bonus once on the paid deposit, then turns it into cash when the wagering is met', async () => {
    const m = await f.member();
    expect((await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId })).statusCode).toBe(200);
    expect((await bonusOf(m)).label).toBe('joined');
    const again = await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'promotion.already.joined']);

    const orderNo = await depositAndPay(m, '50.00');
    // The PSP's notice arrives again and reconciliation runs: still one bonus.
    await f.pay(await f.txidOf(orderNo));
    await t.app.payments.reconcile();
    expect(await money(m)).toEqual({ cash: 5_000n, bonus: 5_000n });
    expect((await f.call('GET', API.wallet, m.token)).json().value).toMatchObject({ sumBalance: '100.00', bonus: '50.00' });
    expect(await bonusOf(m)).toMatchObject({ label: 'process', entry: { bonus: '50.00', wageringTarget: '100.00', wageringDone: '0.00' } });

    await playRound(m, '20.00');
    await playRound(m, '20.00');
    expect(await bonusOf(m)).toMatchObject({ label: 'process', entry: { wageringDone: '40.00' } });
    expect(await money(m)).toEqual({ cash: 1_000n, bonus: 5_000n });

    // A second deposit feeds no bonus (the entry is in wagering); its play completes the wagering.
    await depositAndPay(m, '100.00');
    expect(await money(m)).toEqual({ cash: 11_000n, bonus: 5_000n });
    await playRound(m, '60.00');
    expect(await bonusOf(m)).toMatchObject({ label: 'issued', entry: { status: 'issued', wageringDone: '100.00' } });
    expect(await money(m)).toEqual({ cash: 10_000n, bonus: 0n });
    // Reading again or sweeping pays nothing more.
    await settleAll({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });
    expect(await bonusOf(m)).toMatchObject({ label: 'issued' });
    expect(await money(m)).toEqual({ cash: 10_000n, bonus: 0n });
    expect(await keyCount(`promo:%`, m)).toBe(2);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('refuses the first-deposit bonus to a member who has deposited, and to trial accounts', async () => {
    const m = await f.member();
    await depositAndPay(m, '30.00');
    const res = await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'promotion.not.eligible']);
    const trial = await f.call('POST', API.promotionJoin, await f.trialToken(), { promotionId: bonusId });
    expect(trial.json().errorCode).toBe('free.reject');
    const unknown = await f.call('POST', API.promotionJoin, m.token, { promotionId: 999_999 });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'promotion.not.found']);
  });

  it('gives nothing for a deposit under the minimum and keeps the entry waiting', async () => {
    const m = await f.member();
    await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId });
    await depositAndPay(m, '15.00');
    expect(await money(m)).toEqual({ cash: 1_500n, bonus: 0n });
    expect((await bonusOf(m)).label).toBe('joined');
  });

  it('pays the daily sign-in once a day, whatever arrives at once, and grows the streak day by day', async () => {
    const m = await f.member();
    // 50 claims at once, each from its own address so the per-address pace lets every one reach the service.
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: API.signIn,
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${m.token}` },
        payload: {},
      });
    const answers = await Promise.all(Array.from({ length: 50 }, claim));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().errorCode === 'signin.already.today')).toHaveLength(49);
    expect((await money(m)).cash).toBe(100n);
    expect((await f.call('GET', API.signInStatus, m.token)).json().value).toMatchObject({
      signedToday: true,
      streak: 1,
      todayReward: '1.00',
    });
    expect((await promotionsOf(m)).find((p) => p.code === 'DAILY_SIGN_IN')?.label).toBe('claimed');

    clock.advance(DAY);
    expect((await f.call('GET', API.signInStatus, m.token)).json().value).toMatchObject({
      signedToday: false,
      streak: 1,
      todayReward: '2.00',
    });
    expect((await f.call('POST', API.signIn, m.token, {})).json().value).toMatchObject({ streak: 2, todayReward: '2.00' });
    expect((await money(m)).cash).toBe(300n);
    // A missed day starts the streak again.
    clock.advance(2 * DAY);
    expect((await f.call('POST', API.signIn, m.token, {})).json().value).toMatchObject({ streak: 1, todayReward: '1.00' });
    expect((await money(m)).cash).toBe(400n);
  });

  it('forfeits a bonus whose wagering is not met before it expires', async () => {
    const m = await f.member();
    await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId });
    await depositAndPay(m, '40.00');
    expect(await money(m)).toEqual({ cash: 4_000n, bonus: 4_000n });
    await playRound(m, '10.00');
    clock.advance(8 * DAY);
    expect(await settleAll({ db: t.database.db, clock: clock.now, ledger: t.app.ledger })).toBeGreaterThanOrEqual(1);
    // The session has timed out by now: the member's view straight from the service.
    const view = await memberPromotions({ db: t.database.db, clock: clock.now, ledger: t.app.ledger }, m.merchantId, m);
    expect(view.find((p) => p.code === 'FIRST_DEPOSIT')).toMatchObject({ label: 'close', entry: { status: 'close', bonus: '40.00' } });
    expect(await money(m)).toEqual({ cash: 3_000n, bonus: 0n });
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });
});
