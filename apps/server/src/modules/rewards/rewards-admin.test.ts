import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VENDOR } from '../../test/money.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { fill, operatorFixture } from '../promotions/promotions-admin.test-support.js';
import { rewardsFixture } from './rewards.test-support.js';

const MINUTE = 60_000;
let seq = 0;
const requestId = () => `deliver_${Date.now().toString(36)}_${(seq += 1)}`;

describe.each(testDatabases())('the rewards screens of the back office on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof rewardsFixture>;
  let o: ReturnType<typeof operatorFixture>;
  // Mid-hour, so the demo hourly rain (minute 0 to 5) is not falling.
  const halfPast = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE + 30 * MINUTE;
  const clock = manualClock(halfPast >= Date.now() ? halfPast : halfPast + 60 * MINUTE);

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { seamlessVendors: [TEST_VENDOR], promotionSweepIntervalMs: 0 } });
    f = rewardsFixture(t, clock.now);
    o = operatorFixture(t);
  });
  afterAll(() => t.close());

  /** A member who redeemed the goods item GIFT_CAP and a cash item; the ids of both redemptions. */
  async function redeemGoods() {
    const items = (await o.call('GET', API.operatorMallItems))
      .json()
      .value.map(({ id: _i, name: _n, ...rest }: Record<string, unknown>) => rest);
    const others = items.filter((i: { code: string }) => i.code !== 'GIFT_CAP');
    const cap = { code: 'GIFT_CAP', kind: 'goods', namePt: 'Boné', nameEn: 'Cap', pricePoints: 10, cashAmount: null, stock: null };
    expect((await o.call('PUT', API.operatorMallItems, { items: [...others, cap] })).statusCode).toBe(200);
    expect((await o.call('PUT', API.operatorMallRules, { pointsPerReal: 1 })).statusCode).toBe(200);
    const m = await f.member(100_000n);
    await f.playRound(m, '300.00');
    const home = await f.mallOf(m);
    const idOf = (code: string) => home.items.find((i: { code: string }) => i.code === code).id as number;
    const goods = await f.calls(m).post(API.mallRedeem, { itemId: idOf('GIFT_CAP'), requestId: requestId() });
    const cash = await f.calls(m).post(API.mallRedeem, { itemId: idOf('CASH_2'), requestId: requestId() });
    expect([goods.statusCode, cash.statusCode]).toEqual([200, 200]);
    return { m, goodsId: goods.json().value.id as number, cashId: cash.json().value.id as number };
  }
  const deliveredUrl = (id: number | string) => fill(API.operatorMallRedemptionDelivered, { id });

  it('lists goods waiting for delivery with the member, and marks one delivered exactly once', async () => {
    const { m, goodsId, cashId } = await redeemGoods();
    const waiting = (await o.call('GET', API.operatorMallRedemptions)).json().value as Array<Record<string, unknown>>;
    expect(waiting.find((r) => r.id === goodsId)).toMatchObject({ username: m.username, itemCode: 'GIFT_CAP', deliveredAt: null });
    // A cash conversion paid at once: it never waits, and there is nothing to deliver.
    expect(waiting.some((r) => r.id === cashId)).toBe(false);
    expect((await o.call('POST', deliveredUrl(cashId), {})).json().errorCode).toBe('mall.redemption.not.found');

    const support = await o.keyOf('support');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => o.call('POST', deliveredUrl(goodsId), { note: 'Correios BR123' }, support)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().errorCode).toBe('mall.redemption.delivered');
    expect(
      (await o.call('GET', `${API.operatorMallRedemptions}?queue=waiting`)).json().value.some((r: { id: number }) => r.id === goodsId),
    ).toBe(false);
    const delivered = (await o.call('GET', `${API.operatorMallRedemptions}?queue=delivered`)).json().value;
    expect(delivered.find((r: { id: number }) => r.id === goodsId)).toMatchObject({
      deliveryNote: 'Correios BR123',
      deliveredBy: expect.any(String),
    });
    const rows = (await o.audit()).filter((r) => r.action === `POST ${API.operatorMallRedemptionDelivered}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ objectType: 'redemptions', objectId: String(goodsId), before: { deliveredAt: null } });
  });

  it('refuses marking delivered without rewards.decide, and bad input', async () => {
    const { goodsId } = await redeemGoods();
    for (const role of ['auditor', 'content'] as const) {
      const refused = await o.call('POST', deliveredUrl(goodsId), {}, await o.keyOf(role));
      expect([refused.statusCode, refused.json().errorCode], role).toEqual([403, 'operator.permission.denied']);
    }
    expect((await o.call('GET', API.operatorMallRedemptions, undefined, await o.keyOf('finance'))).statusCode).toBe(403);
    expect((await o.call('POST', deliveredUrl('x'), {})).statusCode).toBe(400);
    expect((await o.call('POST', deliveredUrl(goodsId), { note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await o.call('GET', `${API.operatorMallRedemptions}?queue=lost`)).statusCode).toBe(400);
    expect((await o.call('POST', deliveredUrl(987_654), {})).json().errorCode).toBe('mall.redemption.not.found');
  });

  it('cancels a rain made by hand before it starts, never one falling or from a schedule', async () => {
    const later = (
      await o.call('POST', API.operatorRains, {
        startsAt: new Date(clock.now() + 10 * MINUTE).toISOString(),
        durationSeconds: 60,
        budget: '5.00',
        envelopeCount: 5,
      })
    ).json().value;
    const rainUrl = (id: number | string) => fill(API.operatorRain, { id });
    expect((await o.call('DELETE', rainUrl(later.id))).statusCode).toBe(200);
    expect((await o.call('GET', API.operatorRains)).json().value.some((r: { id: number }) => r.id === later.id)).toBe(false);
    expect((await o.call('DELETE', rainUrl(later.id))).json().errorCode).toBe('rain.not.found');
    const falling = (await o.call('POST', API.operatorRains, { durationSeconds: 60, budget: '1.00', envelopeCount: 2 })).json().value;
    expect((await o.call('DELETE', rainUrl(falling.id))).json().errorCode).toBe('rain.not.cancellable');
    const support = await o.keyOf('support');
    expect((await o.call('DELETE', rainUrl(falling.id), undefined, support)).json().errorCode).toBe('operator.permission.denied');
    const row = (await o.audit()).find((r) => r.action === `DELETE ${API.operatorRain}`);
    expect(row).toMatchObject({ objectId: String(later.id), before: { budget: '5.00', envelopeCount: 5 } });
  });

  it('cancels a rain schedule: switched off, its upcoming rains gone, the player sees no next rain from it', async () => {
    const schedule = { code: 'EVERY_HALF', everyMinutes: 30, offsetMinutes: 10, durationSeconds: 60, budget: '3.00', envelopeCount: 3 };
    expect((await o.call('PUT', API.operatorRainSchedules, { schedules: [schedule] })).statusCode).toBe(200);
    const m = await f.member();
    expect((await f.calls(m).get(API.rainStatus)).json().value.next).not.toBeNull();
    const scheduleUrl = (code: string) => fill(API.operatorRainSchedule, { code });
    const left = await o.call('DELETE', scheduleUrl('EVERY_HALF'));
    expect(left.json().value).toContainEqual(expect.objectContaining({ code: 'EVERY_HALF', enabled: false }));
    // The demo's hourly rain goes too, so no schedule is left to fall.
    expect((await o.call('DELETE', scheduleUrl('HOURLY_RAIN'))).statusCode).toBe(200);
    expect(
      (await o.call('GET', API.operatorRains))
        .json()
        .value.filter(
          (r: { scheduleCode: string; startsAt: string }) => r.scheduleCode === 'EVERY_HALF' && Date.parse(r.startsAt) > clock.now(),
        ),
    ).toEqual([]);
    expect((await f.calls(m).get(API.rainStatus)).json().value.next).toBeNull();
    expect((await o.call('DELETE', scheduleUrl('NOPE'))).json().errorCode).toBe('rain.schedule.not.found');
    expect((await o.call('DELETE', scheduleUrl('bad code'))).statusCode).toBe(400);
    expect((await o.audit()).find((r) => r.action === `DELETE ${API.operatorRainSchedule}` && r.objectId === 'EVERY_HALF')).toMatchObject({
      objectId: 'EVERY_HALF',
      before: { enabled: true, budget: '3.00' },
    });
  });

  it('keeps the VIP ladder, mall rule and items to promotions.manage', async () => {
    const support = await o.keyOf('support');
    const ladder = (await o.call('GET', API.operatorVipLevels, undefined, support)).json().value;
    for (const [path, body] of [
      [API.operatorVipLevels, { levels: ladder }],
      [API.operatorMallRules, { pointsPerReal: 3 }],
      [API.operatorMallItems, { items: [] }],
    ] as const) {
      expect((await o.call('PUT', path, body, support)).json().errorCode, path).toBe('operator.permission.denied');
    }
    const renamed = ladder.map((l: { name: string }, i: number) => (i === 0 ? { ...l, name: 'Bronze' } : l));
    expect((await o.call('PUT', API.operatorVipLevels, { levels: renamed })).statusCode).toBe(200);
    const m = await f.member();
    expect((await f.vipOf(m)).name).toBe('Bronze');
    const row = (await o.audit()).find((r) => r.action === `PUT ${API.operatorVipLevels}`);
    expect((row?.before as Array<{ name: string }>)[0]?.name).toBe(ladder[0].name);
    const unordered = [ladder[1], ladder[0]];
    expect((await o.call('PUT', API.operatorVipLevels, { levels: unordered })).statusCode).toBe(400);
  });
});
