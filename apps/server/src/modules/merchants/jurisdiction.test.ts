import { API, type Game, type GamePage, type Jurisdiction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { markIdentityVerified } from '../protection/account-restrictions.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';

const depositBonus = {
  code: 'FIRST_DEPOSIT',
  kind: 'deposit_bonus',
  category: 'deposit_promo',
  rules: { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 2, firstDepositOnly: true, expiryDays: 7 },
  enabled: true,
};
/** A cockfight game of the demo catalogue (the demo merchant switches the type off; these tests switch it on). */
const COCKFIGHT_GAME = 'ds88-arena-fights';

describe.each(testDatabases())('jurisdiction profile on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();
  let bonusId = 0;

  const operator = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers: operatorHeaders, ...(payload && { payload }) });
  const switchTo = async (jurisdiction: Jurisdiction) => {
    const res = await operator('PUT', API.operatorJurisdiction, { jurisdiction });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ jurisdiction });
  };
  const promotionCodes = async (m?: PaymentsMember) => {
    const res = m ? await f.call('GET', API.promotions, m.token) : await t.app.inject({ url: API.promotions, remoteAddress: nextIp() });
    return (res.json().value as Array<{ code: string }>).map((p) => p.code);
  };
  const get = async <T>(url: string) => (await t.app.inject({ url, remoteAddress: nextIp() })).json().value as T;
  /** Every game of the unfiltered list, page by page. */
  const allGames = async () => {
    const games: Game[] = [];
    for (let page = 1; ; page += 1) {
      const p = await get<GamePage>(`${API.gameList}?pageNo=${page}&pageSize=100`);
      games.push(...p.games);
      if (page >= p.totalPages) return games;
    }
  };
  const cockfightCount = async () => (await get<GamePage>(`${API.gameList}?gameType=COCKFIGHT`)).total;
  const depositAndPay = async (m: PaymentsMember, amount: string) => {
    const order = (await f.deposit(m, amount)).json().value;
    expect((await f.pay(await f.txidOf(order.orderNo))).statusCode).toBe(200);
  };
  const money = async (m: PaymentsMember) => {
    const all = await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real);
    return { cash: all.get('cash') ?? 0n, bonus: all.get('bonus') ?? 0n };
  };

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { promotionSweepIntervalMs: 0 } });
    f = paymentsFixture(t, clock.now);
    const saved = await operator('PUT', API.operatorPromotions, depositBonus);
    expect(saved.statusCode, saved.body).toBe(200);
    bonusId = saved.json().value.id;
    // The merchant's own off-list is empty: only the profile can hide cockfight.
    expect((await operator('PUT', API.operatorGameCategories, { gameTypesOff: [] })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('runs the demo merchant under NONE by default', async () => {
    expect((await operator('GET', API.operatorJurisdiction)).json().value).toEqual({ jurisdiction: 'NONE' });
    expect(await promotionCodes()).toContain('FIRST_DEPOSIT');
    expect(await cockfightCount()).toBeGreaterThan(0);
  });

  it('under BR hides, refuses and never grants the deposit bonus, and hides cockfight from every list', async () => {
    // Joined while the merchant ran under NONE: the switch leaves the entry, the deposit grants nothing.
    const joinedBefore = await f.member();
    expect((await f.call('POST', API.promotionJoin, joinedBefore.token, { promotionId: bonusId })).statusCode).toBe(200);
    // Registered under NONE too: BR's registration asks for limits (modules/protection), which both set before paying,
    // and BR's deposits wait for a verified identity (modules/kyc decides it; here it is given).
    const m = await f.member();
    for (const member of [joinedBefore, m]) {
      const limits = [
        { kind: 'loss', period: 'day', value: '500.00' },
        { kind: 'time', period: 'day', value: '600' },
      ];
      expect((await f.call('PUT', API.protectionLimits, member.token, { limits })).statusCode).toBe(200);
      await markIdentityVerified({ db: t.database.db, clock: clock.now }, member, new Date(clock.now()));
    }
    await switchTo('BR');

    expect(await promotionCodes()).not.toContain('FIRST_DEPOSIT');
    expect(await promotionCodes(m)).not.toContain('FIRST_DEPOSIT');
    expect(await promotionCodes(m)).toContain('DAILY_SIGN_IN');
    const join = await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId });
    expect([join.statusCode, join.json().errorCode]).toEqual([403, 'promotion.forbidden.jurisdiction']);
    expect(join.json().message).not.toBe('promotion_forbidden_jurisdiction');
    await depositAndPay(joinedBefore, '50.00');
    expect(await money(joinedBefore)).toEqual({ cash: 5_000n, bonus: 0n });

    // The operator cannot enable one either; a disabled one may be kept.
    const enable = await operator('PUT', API.operatorPromotions, depositBonus);
    expect([enable.statusCode, enable.json().errorCode]).toEqual([403, 'promotion.forbidden.jurisdiction']);
    expect((await operator('PUT', API.operatorPromotions, { ...depositBonus, code: 'KEPT_OFF', enabled: false })).statusCode).toBe(200);

    expect(await cockfightCount()).toBe(0);
    expect((await allGames()).some((g) => g.gameType === 'COCKFIGHT')).toBe(false);
    expect((await get<Game[]>(API.gameHot)).some((g) => g.gameType === 'COCKFIGHT')).toBe(false);
    const types = await get<{ content: { gameTypes: Record<string, string[]> } }>(API.gameVendorTypes);
    expect(types.content.gameTypes.COCKFIGHT).toBeUndefined();
    const launch = await f.call('GET', `${API.gameLaunch}?gameId=${COCKFIGHT_GAME}`, m.token);
    expect([launch.statusCode, launch.json().errorCode]).toEqual([404, 'game.not.found']);
    // The merchant's own setting still reads as the operator left it.
    expect((await operator('GET', API.operatorGameCategories)).json().value).toEqual({ gameTypesOff: [] });
  });

  it('switches BR → NONE → BR through the operator call with the effect seen at once, and audits the profile it found', async () => {
    await switchTo('BR');
    await switchTo('NONE');
    expect(await promotionCodes()).toContain('FIRST_DEPOSIT');
    expect(await cockfightCount()).toBeGreaterThan(0);
    const m = await f.member();
    expect((await f.call('POST', API.promotionJoin, m.token, { promotionId: bonusId })).statusCode).toBe(200);
    await depositAndPay(m, '40.00');
    expect(await money(m)).toEqual({ cash: 4_000n, bonus: 4_000n });

    await switchTo('BR');
    expect(await promotionCodes()).not.toContain('FIRST_DEPOSIT');
    expect(await cockfightCount()).toBe(0);
    const audit = (await operator('GET', API.operatorAudit)).json().value.rows as Array<{ action: string; before: unknown }>;
    const switches = audit.filter((r) => r.action === `PUT ${API.operatorJurisdiction}`);
    expect(switches.slice(0, 2).map((r) => r.before)).toEqual([{ jurisdiction: 'NONE' }, { jurisdiction: 'BR' }]);
  });

  it('refuses a profile it does not know', async () => {
    const res = await operator('PUT', API.operatorJurisdiction, { jurisdiction: 'US' });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request.invalid']);
  });
});
