import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { fill, operatorFixture } from './promotions-admin.test-support.js';
import { promotionRunningOrNone } from './promotions.views.js';

const HOUR = 3_600_000;
const rulesOfKind = {
  deposit_bonus: { percent: 50, cap: '100.00', minDeposit: '20.00', wageringMultiplier: 5, firstDepositOnly: false, expiryDays: 7 },
  sign_in: { rewards: ['0.50', '1.00'] },
  manual: { reward: '15.00', remarkRequired: true, imageRequired: false },
  cashback: { basis: 'net_loss', rateBp: 500, period: 'daily', minPayout: '1.00', cap: '50.00', payAs: 'cash' },
  referral: { referrerReward: '10.00', minFirstDeposit: '20.00', withinDays: 7 },
} as const;

describe.each(testDatabases())('the promotions editor of the back office on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof operatorFixture>;
  const clock = manualClock();
  const iso = (offset: number) => new Date(clock.now() + offset).toISOString();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { promotionSweepIntervalMs: 0 } });
    f = operatorFixture(t);
  });
  afterAll(() => t.close());

  const create = (body: object) => f.call('POST', API.operatorPromotions, body);
  const url = (id: number, path: string = API.operatorPromotion) => fill(path, { id });

  it('creates every kind with its rules, lists it with its state and reads it back', async () => {
    for (const [k, rules] of Object.entries(rulesOfKind)) {
      const res = await create({ code: `ED_${k.toUpperCase()}`, kind: k, category: 'other_promo', rules, enabled: k !== 'referral' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ kind: k, state: k === 'referral' ? 'disabled' : 'running', startsAt: null });
    }
    const listed = (await f.call('GET', API.operatorPromotions)).json().value as Array<{ code: string; id: number; rules: object }>;
    const manual = listed.find((p) => p.code === 'ED_MANUAL')!;
    expect(manual.rules).toEqual(rulesOfKind.manual);
    expect((await f.call('GET', url(manual.id))).json().value).toMatchObject({ code: 'ED_MANUAL', kind: 'manual' });
    // Defaults of the schema are stored too: what the server applies is what the editor reads back.
    expect(listed.find((p) => p.code === 'ED_REFERRAL')!.rules).toMatchObject({ friendReward: '0.00', reviewRequired: false });
    expect((await create({ code: 'ED_MANUAL', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).json().errorCode).toBe(
      'promotion.code.taken',
    );
  });

  it('edits, schedules, disables and enables, and the player list follows each change', async () => {
    const made = (await create({ code: 'ED_FLOW', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).json().value;
    const listedToPlayers = async () => (await f.guestPromotions()).some((p) => p.code === 'ED_FLOW');
    expect(await listedToPlayers()).toBe(true);

    const edited = await f.call('PUT', url(made.id), {
      code: 'ED_FLOW',
      kind: 'manual',
      category: 'deposit_promo',
      rules: { ...rulesOfKind.manual, reward: '20.00' },
    });
    expect(edited.json().value).toMatchObject({ category: 'deposit_promo', rules: { reward: '20.00' } });
    const changedKind = await f.call('PUT', url(made.id), {
      code: 'ED_FLOW',
      kind: 'sign_in',
      category: 'other_promo',
      rules: { rewards: ['1.00'] },
    });
    expect([changedKind.statusCode, changedKind.json().errorCode]).toEqual([409, 'promotion.kind.fixed']);

    // Scheduled for the future: not listed; once the clock reaches the start, listed; after the end, gone again.
    const scheduled = await f.call('PUT', url(made.id, API.operatorPromotionSchedule), { startsAt: iso(HOUR), endsAt: iso(3 * HOUR) });
    expect(scheduled.json().value).toMatchObject({ state: 'scheduled' });
    expect(await listedToPlayers()).toBe(false);
    clock.advance(2 * HOUR);
    expect(await listedToPlayers()).toBe(true);
    clock.advance(2 * HOUR);
    expect(await listedToPlayers()).toBe(false);
    expect((await f.call('GET', url(made.id))).json().value.state).toBe('ended');
    expect((await f.call('PUT', url(made.id, API.operatorPromotionSchedule), { startsAt: null, endsAt: null })).json().value.state).toBe(
      'running',
    );
    expect(await listedToPlayers()).toBe(true);

    const off = await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: false });
    expect(off.json().value).toMatchObject({ enabled: false, state: 'disabled' });
    expect(await listedToPlayers()).toBe(false);
    expect((await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: true })).json().value.state).toBe('running');
    expect(await listedToPlayers()).toBe(true);

    const rows = await f.audit();
    const of = (action: string) => rows.filter((r) => r.action === action && r.objectId === String(made.id));
    expect(of(`PUT ${API.operatorPromotion}`)[0]).toMatchObject({
      objectType: 'promotions',
      before: { category: 'other_promo', rules: { reward: '15.00' } },
      after: { category: 'deposit_promo' },
    });
    expect(of(`POST ${API.operatorPromotionStatus}`).map((r) => [(r.before as { enabled: boolean }).enabled, r.after])).toEqual([
      [false, { enabled: true }],
      [true, { enabled: false }],
    ]);
    expect(of(`PUT ${API.operatorPromotionSchedule}`)).toHaveLength(2);
    // The audit trail keeps no key named like a secret (`code` included): the creation is the POST with these rules.
    const created = rows.find((r) => r.action === `POST ${API.operatorPromotions}`);
    expect(created).toMatchObject({ objectId: null, before: null, after: { category: 'other_promo', rules: { reward: '15.00' } } });
  });

  it('refuses bad input with translated errors and an unknown promotion with promotion.not.found', async () => {
    const wrongRules = await create({ code: 'ED_BAD', kind: 'deposit_bonus', category: 'other_promo', rules: rulesOfKind.sign_in });
    expect(wrongRules.statusCode).toBe(400);
    expect((await create({ code: 'ED_BAD', kind: 'lottery', category: 'other_promo', rules: {} })).statusCode).toBe(400);
    expect((await create({ code: 'bad code', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).statusCode).toBe(400);
    const backwards = await create({
      code: 'ED_BAD',
      kind: 'manual',
      category: 'other_promo',
      rules: rulesOfKind.manual,
      startsAt: iso(2 * HOUR),
      endsAt: iso(HOUR),
    });
    expect(backwards.statusCode).toBe(400);
    const made = (await create({ code: 'ED_BAD2', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).json().value;
    expect((await f.call('PUT', url(made.id, API.operatorPromotionSchedule), { startsAt: iso(HOUR), endsAt: iso(0) })).statusCode).toBe(
      400,
    );
    expect((await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: 'no' })).statusCode).toBe(400);
    expect((await f.call('GET', url(999_999))).json().errorCode).toBe('promotion.not.found');
    expect((await f.call('POST', url(999_999, API.operatorPromotionStatus), { enabled: true })).statusCode).toBe(404);
    expect((await f.call('GET', fill(API.operatorPromotion, { id: 'abc' }))).statusCode).toBe(400);
    expect(JSON.stringify(wrongRules.json())).not.toMatch(/Internal/);
  });

  it('lets a role with promotions.read only read, and refuses a role without it', async () => {
    const made = (await create({ code: 'ED_ROLES', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).json().value;
    const support = await f.keyOf('support');
    expect((await f.call('GET', API.operatorPromotions, undefined, support)).statusCode).toBe(200);
    const before = (await f.audit(100)).length;
    for (const [method, path, body] of [
      ['POST', API.operatorPromotions, { code: 'ED_NOPE', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual }],
      ['PUT', url(made.id), { code: 'ED_ROLES', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual }],
      ['POST', url(made.id, API.operatorPromotionStatus), { enabled: false }],
      ['PUT', url(made.id, API.operatorPromotionSchedule), { startsAt: null, endsAt: null }],
    ] as const) {
      const refused = await f.call(method, path, body, support);
      expect([refused.statusCode, refused.json().errorCode], `${method} ${path}`).toEqual([403, 'operator.permission.denied']);
    }
    expect((await f.audit(100)).length).toBe(before);
    const finance = await f.keyOf('finance');
    expect((await f.call('GET', API.operatorPromotions, undefined, finance)).json().errorCode).toBe('operator.permission.denied');
    // The content role runs promotions.
    const content = await f.keyOf('content');
    expect((await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: false }, content)).statusCode).toBe(200);
  });

  it('tells other modules (a PR announcement) whether its linked promotion runs now', async () => {
    const made = (await create({ code: 'ED_VIEW', kind: 'manual', category: 'other_promo', rules: rulesOfKind.manual })).json().value;
    const runs = async (id: number | null) =>
      rowsOf<{ runs: boolean }>(
        await t.database.db.execute(sql`select ${promotionRunningOrNone(sql`${id}::int`, new Date(clock.now()))} as runs`),
      )[0]?.runs;
    expect([await runs(made.id), await runs(null)]).toEqual([true, true]);
    await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: false });
    expect(await runs(made.id)).toBe(false);
    await f.call('POST', url(made.id, API.operatorPromotionStatus), { enabled: true });
    await f.call('PUT', url(made.id, API.operatorPromotionSchedule), { startsAt: iso(HOUR), endsAt: null });
    expect(await runs(made.id)).toBe(false);
  });
});
