import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VENDOR, type MoneyMember } from '../../test/money.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { rewardsFixture } from './rewards.test-support.js';
import { rowsOf } from '../../db/rows.js';

const MINUTE = 60_000;
let requestSeq = 0;
const requestId = () => `redeem_${Date.now().toString(36)}_${(requestSeq += 1)}`;

describe.each(testDatabases())('VIP, points mall and red envelope rain on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof rewardsFixture>;
  // Starts mid-hour so the demo hourly rain (minute 0 to 5) is not falling: the next half past the hour, so the clock
  // is never behind the real time (the human check's proofs expire by the real time too, in altcha-lib).
  const halfPast = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE + 30 * MINUTE;
  const clock = manualClock(halfPast >= Date.now() ? halfPast : halfPast + 60 * MINUTE);

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { seamlessVendors: [TEST_VENDOR], promotionSweepIntervalMs: 0 } });
    f = rewardsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]?.n ?? 0);

  describe('VIP level', () => {
    it('climbs the demo ladder by lifetime turnover, exactly at each boundary, and shows it as clubLabel', async () => {
      const m = await f.member(200_000n);
      expect(await f.vipOf(m)).toMatchObject({
        level: 0,
        name: 'VIP 0',
        turnover: '0.00',
        next: { level: 1, name: 'VIP 1', minTurnover: '1000.00' },
        progressPercent: 0,
      });
      await f.playRound(m, '999.99');
      expect(await f.vipOf(m)).toMatchObject({ level: 0, turnover: '999.99', progressPercent: 99 });
      await f.playRound(m, '0.01');
      expect(await f.vipOf(m)).toMatchObject({
        level: 1,
        name: 'VIP 1',
        turnover: '1000.00',
        levelTurnover: '1000.00',
        next: { name: 'VIP 2', minTurnover: '5000.00' },
        progressPercent: 0,
      });
      expect((await f.calls(m).get(API.memberInfo)).json().value.clubLabel).toEqual({ labelName: 'VIP 1' });
      await f.playRound(m, '1000.00');
      expect(await f.vipOf(m)).toMatchObject({ level: 1, turnover: '2000.00', progressPercent: 25 });
    });

    it('counts only completed real-money rounds: an open round adds nothing until it ends, then its whole stake', async () => {
      const m = await f.member(10_000n);
      const provider = (await import('../../test/money.js')).providerCalls(t);
      const body = { playerId: m.playerId, roundId: `open-${m.memberId}`, gameCode: 'demo-slot', currency: 'BRL' };
      expect(
        (await provider('bet', { ...body, transactionId: `ob-${m.memberId}`, amount: '30.00' }, { now: clock.now() })).statusCode,
      ).toBe(200);
      expect((await f.vipOf(m)).turnover).toBe('0.00');
      // A second bet in the open round raises its stake, and still nothing counts before the end.
      expect(
        (await provider('bet', { ...body, transactionId: `ob2-${m.memberId}`, amount: '20.00' }, { now: clock.now() })).statusCode,
      ).toBe(200);
      expect((await f.vipOf(m)).turnover).toBe('0.00');
      expect(
        (await provider('win', { ...body, transactionId: `ow-${m.memberId}`, amount: '5.00', endRound: true }, { now: clock.now() }))
          .statusCode,
      ).toBe(200);
      expect((await f.vipOf(m)).turnover).toBe('50.00');
    });

    it('counts a round ended without a win, and takes a completed round back out when it is later voided', async () => {
      const m = await f.member(10_000n);
      const provider = (await import('../../test/money.js')).providerCalls(t);
      const body = { playerId: m.playerId, roundId: `end-${m.memberId}`, gameCode: 'demo-slot', currency: 'BRL' };
      expect(
        (await provider('bet', { ...body, transactionId: `eb-${m.memberId}`, amount: '12.50' }, { now: clock.now() })).statusCode,
      ).toBe(200);
      const ended = await provider('end', { playerId: m.playerId, roundId: body.roundId }, { now: clock.now() });
      expect(ended.json().value.status).toBe('completed');
      expect((await f.vipOf(m)).turnover).toBe('12.50');
      // Ending it again changes nothing.
      expect((await provider('end', { playerId: m.playerId, roundId: body.roundId }, { now: clock.now() })).json().value.status).toBe(
        'completed',
      );
      expect((await f.vipOf(m)).turnover).toBe('12.50');
      // An operator's correction of a completed round (no call does this yet) keeps the turnover true.
      const voidRound = (roundId: string) =>
        t.database.db.execute(
          sql`update game_rounds set status = 'cancelled' where vendor = ${TEST_VENDOR.code} and round_id = ${roundId}`,
        );
      await voidRound(body.roundId);
      expect((await f.vipOf(m)).turnover).toBe('0.00');

      // Once its turnover has become points, the correction is refused: taking points back is the operator's call.
      const again = { ...body, roundId: `end2-${m.memberId}` };
      await provider('bet', { ...again, transactionId: `eb2-${m.memberId}`, amount: '12.50' }, { now: clock.now() });
      await provider('end', { playerId: m.playerId, roundId: again.roundId }, { now: clock.now() });
      expect((await f.mallOf(m)).points).toBe(12);
      await expect(voidRound(again.roundId)).rejects.toMatchObject({ cause: { constraint: 'member_turnover_points_check' } });
      expect((await f.vipOf(m)).turnover).toBe('12.50');
    });

    it('lets the operator replace the ladder; members are placed on the new one at once', async () => {
      const m = await f.member(10_000n);
      await f.playRound(m, '60.00');
      const levels = [
        { level: 0, name: 'Bronze', minTurnover: '0.00' },
        { level: 1, name: 'Prata', minTurnover: '50.00' },
        { level: 2, name: 'Ouro', minTurnover: '100.00' },
      ];
      const bad = await f.operator('PUT', API.operatorVipLevels, { levels: [{ level: 0, name: 'A', minTurnover: '10.00' }] });
      expect(bad.statusCode).toBe(400);
      const saved = await f.operator('PUT', API.operatorVipLevels, { levels });
      expect(saved.statusCode).toBe(200);
      expect((await f.operator('GET', API.operatorVipLevels)).json().value).toEqual(levels);
      expect(await f.vipOf(m)).toMatchObject({ name: 'Prata', next: { name: 'Ouro' }, progressPercent: 20 });
      const demo = [0, 1_000, 5_000, 20_000, 100_000, 500_000].map((r, level) => ({ level, name: `VIP ${level}`, minTurnover: `${r}.00` }));
      expect((await f.operator('PUT', API.operatorVipLevels, { levels: demo })).statusCode).toBe(200);
    });
  });

  describe('points mall', () => {
    it('earns whole points by turnover under the operator rule, carrying the remainder, each centavo once', async () => {
      const m = await f.member(50_000n);
      await f.playRound(m, '12.34');
      expect((await f.mallOf(m)).points).toBe(12);
      await f.playRound(m, '0.66');
      // Read twice at once: converted once.
      const [a, b] = await Promise.all([f.mallOf(m), f.mallOf(m)]);
      expect([a.points, b.points].sort()).toEqual([13, 13]);
      expect((await f.balances(m)).points).toBe(13n);
      expect((await f.operator('PUT', API.operatorMallRules, { pointsPerReal: 10 })).statusCode).toBe(200);
      await f.playRound(m, '2.05');
      expect((await f.mallOf(m)).points).toBe(13 + 20);
      expect((await f.operator('PUT', API.operatorMallRules, { pointsPerReal: 1 })).statusCode).toBe(200);
    });

    it('redeems a cash conversion once per request id, paying cash from the house through the ledger', async () => {
      const m = await f.member(50_000n);
      await f.playRound(m, '450.00');
      const home = await f.mallOf(m);
      expect(home.points).toBe(450);
      const cash2 = home.items.find((i: { code: string }) => i.code === 'CASH_2');
      expect(cash2).toMatchObject({ kind: 'cash', name: 'R$ 2,00 de saldo', pricePoints: 200, cashAmount: '2.00' });
      expect((await f.mallOf(m, 'en')).items.find((i: { code: string }) => i.code === 'CASH_2').name).toBe('R$ 2.00 cash');
      const before = await f.balances(m);
      const id = requestId();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => f.calls(m).post(API.mallRedeem, { itemId: cash2.id, requestId: id })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => r.json().value.id)).size).toBe(1);
      expect(await f.balances(m)).toEqual({ cash: before.cash + 200n, points: 250n });
      const reused = await f.calls(m).post(API.mallRedeem, { itemId: home.items[1].id, requestId: id });
      expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'mall.request.reused']);
      const tooDear = await f
        .calls(m)
        .post(API.mallRedeem, { itemId: home.items.find((i: { code: string }) => i.code === 'CASH_10').id, requestId: requestId() });
      expect([tooDear.statusCode, tooDear.json().errorCode]).toEqual([409, 'mall.points.insufficient']);
      expect(await f.balances(m)).toEqual({ cash: before.cash + 200n, points: 250n });
    });

    it('gives an item with stock 1 to exactly one of 10 parallel requests; stock never goes below 0', async () => {
      const items = (await f.operator('GET', API.operatorMallItems))
        .json()
        .value.map(({ id: _id, name: _n, ...rest }: Record<string, unknown>) => rest);
      const saved = await f.operator('PUT', API.operatorMallItems, {
        items: [...items, { code: 'LAST_ONE', kind: 'goods', namePt: 'Boné', nameEn: 'Cap', pricePoints: 10, cashAmount: null, stock: 1 }],
      });
      expect(saved.statusCode).toBe(200);
      const m = await f.member(10_000n);
      await f.playRound(m, '100.00');
      const item = (await f.mallOf(m)).items.find((i: { code: string }) => i.code === 'LAST_ONE');
      expect(item.stock).toBe(1);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => f.calls(m).post(API.mallRedeem, { itemId: item.id, requestId: requestId() })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.json().errorCode === 'mall.out.of.stock')).toHaveLength(9);
      expect((await f.balances(m)).points).toBe(90n);
      expect((await f.mallOf(m)).items.find((i: { code: string }) => i.code === 'LAST_ONE').stock).toBe(0);
      expect(await count(sql`select count(*)::int as n from mall_redemptions where item_id = ${item.id}`)).toBe(1);
    });

    it('is closed when the merchant has PTSYS3 off', async () => {
      const m = await f.member();
      await t.database.db.execute(sql`update merchant_settings set value = jsonb_set(value, '{PTSYS3}', 'false') where key = 'whitelabel'`);
      const closed = await f.calls(m).get(API.mallHome);
      await t.database.db.execute(sql`update merchant_settings set value = jsonb_set(value, '{PTSYS3}', 'true') where key = 'whitelabel'`);
      expect([closed.statusCode, closed.json().errorCode]).toEqual([403, 'permission.denied']);
    });
  });

  describe('red envelope rain', () => {
    let member: MoneyMember;
    beforeAll(async () => {
      member = await f.member();
    });

    it('pays one envelope per member and rain, whatever arrives at once, and never more than the budget', async () => {
      const started = await f.operator('POST', API.operatorRains, { durationSeconds: 120, budget: '1.00', envelopeCount: 3 });
      expect(started.statusCode).toBe(200);
      const rainId = started.json().value.id as number;
      const shown = (await f.calls(member).get(API.rainStatus)).json().value.live;
      expect(shown).toMatchObject({ id: rainId, envelopeCount: 3, envelopesLeft: 3, budget: '1.00', everyMinutes: null, won: null });

      const answers = await Promise.all(Array.from({ length: 50 }, () => f.calls(member).post(API.rainClaim, { rainId })));
      const paid = answers.filter((r) => r.statusCode === 200);
      expect(paid).toHaveLength(1);
      expect(answers.filter((r) => r.json().errorCode === 'rain.already.claimed')).toHaveLength(49);
      const won = paid[0]!.json().value.amount as string;
      expect((await f.balances(member)).cash).toBe(BigInt(won.replace('.', '')));
      expect((await f.calls(member).get(API.rainStatus)).json().value.live).toMatchObject({ id: rainId, envelopesLeft: 2, won });
      const again = await f.calls(member).post(API.rainClaim, { rainId });
      expect([again.statusCode, again.json().errorCode]).toEqual([409, 'rain.already.claimed']);

      const others = await Promise.all([f.member(), f.member(), f.member()]);
      const rest = await Promise.all(others.map((o) => f.calls(o).post(API.rainClaim, { rainId })));
      expect(rest.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
      expect(rest.find((r) => r.statusCode === 409)?.json().errorCode).toBe('rain.empty');
      const view = (await f.operator('GET', API.operatorRains)).json().value.find((r: { id: number }) => r.id === rainId);
      expect(view).toMatchObject({ budget: '1.00', claimed: 3, paid: '1.00' });
      expect(await count(sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`promo:rain:${rainId}:%`}`)).toBe(
        3,
      );
      expect((await checkLedger(t.database.db)).violations).toEqual([]);
    });

    it('refuses claims outside the rain and unknown rains', async () => {
      const later = await f.operator('POST', API.operatorRains, {
        startsAt: new Date(clock.now() + 10 * MINUTE).toISOString(),
        durationSeconds: 60,
        budget: '5.00',
        envelopeCount: 5,
      });
      const early = await f.calls(member).post(API.rainClaim, { rainId: later.json().value.id });
      expect([early.statusCode, early.json().errorCode]).toEqual([409, 'rain.not.live']);
      const unknown = await f.calls(member).post(API.rainClaim, { rainId: 999_999 });
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'rain.not.found']);
      const trial = await f.operator('POST', API.operatorRains, { durationSeconds: 60, budget: '0.50', envelopeCount: 51 });
      expect(trial.statusCode).toBe(400);
    });

    it('makes the hourly demo rain from its schedule on demand: a countdown, then envelopes to open', async () => {
      const status = (await f.calls(member).get(API.rainStatus)).json().value;
      const nextHour = Math.ceil(clock.now() / (60 * MINUTE)) * 60 * MINUTE;
      const scheduled = (await f.operator('GET', API.operatorRains))
        .json()
        .value.filter((r: { scheduleCode: string | null }) => r.scheduleCode === 'HOURLY_RAIN');
      expect(scheduled.map((r: { startsAt: string }) => r.startsAt)).toContain(new Date(nextHour).toISOString());
      expect(Date.parse(status.next.startsAt)).toBeLessThanOrEqual(nextHour);
      clock.advance(nextHour - clock.now() + MINUTE);
      const late = await f.member();
      const live = (await f.calls(late).get(API.rainStatus)).json().value.live;
      expect(live).toMatchObject({
        startsAt: new Date(nextHour).toISOString(),
        endsAt: new Date(nextHour + 5 * MINUTE).toISOString(),
        envelopeCount: 50,
        envelopesLeft: 50,
        budget: '50.00',
        everyMinutes: 60,
      });
      const opened = await f.calls(late).post(API.rainClaim, { rainId: live.id });
      expect(opened.statusCode).toBe(200);
      expect(await count(sql`select coalesce(sum(amount), 0)::int as n from rain_envelopes where rain_id = ${live.id}`)).toBe(5_000);
      // Two looks make one rain per occurrence.
      await Promise.all([f.calls(late).get(API.rainStatus), f.calls(late).get(API.rainStatus)]);
      expect(await count(sql`select count(*)::int as n from rains where starts_at = ${new Date(nextHour).toISOString()}`)).toBe(1);
    });

    it('lets the operator replace the schedules', async () => {
      const saved = await f.operator('PUT', API.operatorRainSchedules, {
        schedules: [{ code: 'HOURLY_RAIN', everyMinutes: 30, offsetMinutes: 10, durationSeconds: 120, budget: '20.00', envelopeCount: 10 }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().value).toEqual([
        {
          code: 'HOURLY_RAIN',
          everyMinutes: 30,
          offsetMinutes: 10,
          durationSeconds: 120,
          budget: '20.00',
          envelopeCount: 10,
          enabled: true,
        },
      ]);
      const next = (await f.calls(await f.member()).get(API.rainStatus)).json().value.next;
      expect(next).toMatchObject({ envelopeCount: 10 });
      expect(new Date(next.startsAt).getUTCMinutes() % 30).toBe(10);
    });
  });
});
