import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { fill, operatorFixture } from './promotions-admin.test-support.js';
import { settleAllReferrals } from './referral.service.js';

const ORIGIN = 'https://bet.example.com';
const referral = {
  code: 'REFERRAL',
  kind: 'referral',
  category: 'other_promo',
  rules: { referrerReward: '10.00', friendReward: '5.00', minFirstDeposit: '20.00', withinDays: 7, reviewRequired: true },
};

describe.each(testDatabases())('referral rewards under review on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let o: ReturnType<typeof operatorFixture>;
  const clock = manualClock();
  let device = 0;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { promotionSweepIntervalMs: 0 } });
    f = paymentsFixture(t, clock.now);
    o = operatorFixture(t);
    expect((await o.call('PUT', API.operatorPromotions, referral)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const newDevice = () => `review-${(device += 1)}-${Math.random().toString(36).slice(2, 10)}`;
  const summaryOf = async (m: PaymentsMember) =>
    (await f.call('GET', `${API.referral}?origin=${encodeURIComponent(ORIGIN)}`, m.token)).json().value;
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const referrer = () => f.member({ deviceId: newDevice(), ip: nextIp() });
  const friendOf = async (r: PaymentsMember) =>
    f.member({ affiliateCode: (await summaryOf(r)).inviteCode, ip: nextIp(), deviceId: newDevice() });
  const qualify = async (friend: PaymentsMember) => {
    const order = (await f.deposit(friend, '20.00')).json().value;
    expect((await f.pay(await f.txidOf(order.orderNo))).statusCode).toBe(200);
  };
  const waitingOf = async (r: PaymentsMember) =>
    ((await o.call('GET', API.operatorReferralRewards)).json().value as Array<Record<string, unknown>>).find(
      (x) => x.referrerId === r.memberId,
    );
  const decide = (id: unknown, body: object, headers?: object) =>
    o.call('POST', fill(API.operatorReferralDecision, { id: String(id) }), body, headers);
  const keysOf = async (friend: PaymentsMember) =>
    rowsOf<{ key: string }>(
      await t.database.db.execute(
        sql`select idempotency_key as key from ledger_transfers where idempotency_key like ${`promo:referral:%:${friend.memberId}%`}`,
      ),
    ).map((r) => r.key);

  it('holds a qualified friend for review and pays the overridden amount once on approval', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await qualify(friend);
    const friendCash = await cash(friend);
    expect(await summaryOf(r)).toMatchObject({ qualified: 1, rewarded: 0, rewardsEarned: '0.00' });
    expect(await cash(r)).toBe(0n);
    const waiting = await waitingOf(r);
    expect(waiting).toMatchObject({
      status: 'review',
      referrerName: r.username,
      friendName: friend.username,
      referrerReward: '10.00',
      friendReward: '5.00',
    });
    // The member reads a friend under review as qualified.
    expect((await f.call('GET', API.referralFriends, r.token)).json().value.list[0]).toMatchObject({ status: 'qualified' });

    const approved = await decide(waiting!.id, { decision: 'approve', referrerReward: '12.50', reason: 'campanha de dezembro' });
    expect(approved.json().value).toMatchObject({ status: 'rewarded', referrerReward: '12.50', friendReward: '5.00' });
    expect(await cash(r)).toBe(1_250n);
    expect(await cash(friend)).toBe(friendCash + 500n);
    const again = await decide(waiting!.id, { decision: 'approve' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'referral.reward.decided']);
    await settleAllReferrals({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });
    expect(await summaryOf(r)).toMatchObject({ rewarded: 1, rewardsEarned: '12.50' });
    expect(await cash(r)).toBe(1_250n);
    expect((await keysOf(friend)).sort()).toEqual([expect.stringMatching(/^promo:referral:\d+:\d+$/), expect.stringMatching(/:friend$/)]);
    const rewarded = (await o.call('GET', `${API.operatorReferralRewards}?queue=rewarded`)).json().value;
    expect(rewarded.find((x: { id: unknown }) => x.id === waiting!.id)).toMatchObject({
      referrerReward: '12.50',
      note: 'campanha de dezembro',
    });
    const row = (await o.audit()).find((x) => x.action === `POST ${API.operatorReferralDecision}`);
    expect(row).toMatchObject({ objectId: String(waiting!.id), before: { status: 'review' }, after: { referrerReward: '12.50' } });
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('rejects with a reason: nothing paid, the friend ineligible, the sweep leaves it so', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await qualify(friend);
    await settleAllReferrals({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });
    const waiting = await waitingOf(r);
    expect(waiting).toMatchObject({ status: 'review' });
    const noReason = await decide(waiting!.id, { decision: 'reject' });
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect((await decide(waiting!.id, { decision: 'approve', referrerReward: '-1.00' })).statusCode).toBe(400);
    const content = await o.keyOf('content');
    expect((await decide(waiting!.id, { decision: 'reject', reason: 'mesma família' }, content)).json().errorCode).toBe(
      'operator.permission.denied',
    );
    expect((await decide(waiting!.id, { decision: 'reject', reason: 'mesma família' }, await o.keyOf('support'))).statusCode).toBe(200);
    await settleAllReferrals({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });
    expect(await cash(r)).toBe(0n);
    expect(await keysOf(friend)).toEqual([]);
    expect((await f.call('GET', API.referralFriends, r.token)).json().value.list[0]).toMatchObject({ status: 'ineligible', reason: null });
    const closed = (await o.call('GET', `${API.operatorReferralRewards}?queue=ineligible`)).json().value;
    expect(closed.find((x: { id: unknown }) => x.id === waiting!.id)).toMatchObject({ reason: 'rejected', note: 'mesma família' });
    expect((await decide(987_654, { decision: 'approve' })).json().errorCode).toBe('referral.reward.not.found');
    expect((await o.call('GET', `${API.operatorReferralRewards}?queue=all`)).statusCode).toBe(400);
    expect((await o.call('GET', API.operatorReferralRewards, undefined, await o.keyOf('finance'))).statusCode).toBe(403);
  });
});
