import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { nextIp } from '../../test/accounts.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { settleAllReferrals } from './referral.service.js';
import { rowsOf } from '../../db/rows.js';

const DAY = 86_400_000;
const ORIGIN = 'https://bet.example.com';
const referral = {
  code: 'REFERRAL',
  kind: 'referral',
  category: 'other_promo',
  rules: {
    referrerReward: '10.00',
    friendReward: '5.00',
    minFirstDeposit: '20.00',
    minTurnover: null,
    withinDays: 7,
    dailyLimit: 2,
    totalLimit: 3,
  },
};

interface Summary {
  inviteCode: string;
  link: string;
  qrImage: string;
  enabled: boolean;
  invited: number;
  qualified: number;
  rewarded: number;
  rewardsEarned: string;
}
interface FriendsPage {
  list: Array<{ username: string; status: string; reason: string | null; reward: string | null; registeredAt: string }>;
  total: number;
}

describe.each(testDatabases())('referral on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();
  let device = 0;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { promotionSweepIntervalMs: 0 } });
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  const newDevice = () => `device-${(device += 1)}-${Math.random().toString(36).slice(2, 10)}`;
  const deps = () => ({ db: t.database.db, clock: clock.now, ledger: t.app.ledger });
  const summaryOf = async (m: PaymentsMember) =>
    (await f.call('GET', `${API.referral}?origin=${encodeURIComponent(ORIGIN)}`, m.token)).json().value as Summary;
  const friendsOf = async (m: PaymentsMember, query = '') =>
    (await f.call('GET', `${API.referralFriends}${query}`, m.token)).json().value as FriendsPage;
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const referrer = () => f.member({ deviceId: newDevice(), ip: nextIp() });
  const friendOf = async (r: PaymentsMember, options: { ip?: string; deviceId?: string } = {}) =>
    f.member({ affiliateCode: (await summaryOf(r)).inviteCode, ip: options.ip ?? nextIp(), deviceId: options.deviceId ?? newDevice() });
  const depositAndPay = async (m: PaymentsMember, amount: string) => {
    const order = (await f.deposit(m, amount)).json().value;
    expect((await f.pay(await f.txidOf(order.orderNo))).statusCode).toBe(200);
  };
  /** Logs in again (a new session) from a device. */
  const loginFrom = async (m: PaymentsMember, deviceId: string) => {
    const res = await f.client.login(m.username, 'segredo123', { deviceId });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const referralKeys = async (friend: PaymentsMember) => {
    const result = await t.database.db.execute(
      sql`select idempotency_key as key from ledger_transfers where idempotency_key like ${`promo:referral:%:${friend.memberId}%`} order by idempotency_key`,
    );
    return rowsOf<{ key: string }>(result).map((r) => r.key);
  };

  const saveReferral = (body: object) =>
    t.app.inject({ method: 'PUT', url: API.operatorPromotions, remoteAddress: nextIp(), headers: operatorHeaders, payload: body });

  it('shows the invite code with the promotion off and pays nothing', async () => {
    // The demo seed runs the scheme; the operator switches it off first.
    expect((await saveReferral({ ...referral, enabled: false })).statusCode).toBe(200);
    const r = await referrer();
    const summary = await summaryOf(r);
    expect(summary).toMatchObject({ enabled: false, invited: 0, rewardsEarned: '0.00' });
    expect(summary.link).toBe(`${ORIGIN}/m/register?affiliateCode=${summary.inviteCode}`);
    expect(summary.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await t.app.inject({ url: API.systemStatus, remoteAddress: nextIp() })).json().value.info.referral).toBe(false);
    expect((await saveReferral(referral)).statusCode).toBe(200);
    expect((await t.app.inject({ url: API.systemStatus, remoteAddress: nextIp() })).json().value.info.referral).toBe(true);
  });

  it('refuses rules without any condition', async () => {
    const rules = { ...referral.rules, minFirstDeposit: null, minTurnover: null };
    expect((await saveReferral({ ...referral, code: 'REFERRAL_2', rules })).statusCode).toBe(400);
  });

  it('pays the referrer and the friend once when the invited friend makes a qualifying first deposit', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    expect(await summaryOf(r)).toMatchObject({ invited: 1, qualified: 0, rewarded: 0 });
    const [listed] = (await friendsOf(r)).list;
    expect(listed).toMatchObject({ status: 'registered', reward: null });
    expect(listed?.username).toBe(`${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`);

    // Under the minimum: still only registered.
    await depositAndPay(friend, '15.00');
    expect((await friendsOf(r)).list[0]?.status).toBe('registered');
    expect(await cash(r)).toBe(0n);

    const friend2 = await friendOf(r);
    await depositAndPay(friend2, '20.00');
    expect(await summaryOf(r)).toMatchObject({ invited: 2, qualified: 1, rewarded: 1, rewardsEarned: '10.00' });
    expect(await cash(r)).toBe(1_000n);
    expect(await cash(friend2)).toBe(2_000n + 500n);
    // Reading again, the sweep and more reads: nothing more.
    await settleAllReferrals(deps());
    await summaryOf(r);
    expect(await cash(r)).toBe(1_000n);
    expect(await referralKeys(friend2)).toEqual([
      expect.stringMatching(/^promo:referral:\d+:\d+$/),
      expect.stringMatching(/^promo:referral:\d+:\d+:friend$/),
    ]);
    expect((await friendsOf(r)).list.map((x) => x.status)).toEqual(['rewarded', 'registered']);
  });

  it('pays once however many reads and sweeps run at once', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await depositAndPay(friend, '50.00');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => f.call('GET', `${API.referral}?origin=${ORIGIN}`, r.token)),
      settleAllReferrals(deps()),
      settleAllReferrals(deps()),
    ]);
    expect(answers.slice(0, 20).every((a) => a && 'statusCode' in a && a.statusCode === 200)).toBe(true);
    expect(await cash(r)).toBe(1_000n);
    expect(await cash(friend)).toBe(5_000n + 500n);
    expect(await referralKeys(friend)).toHaveLength(2);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('never pays a friend on the referrer’s device, payout key or registration address', async () => {
    const sharedDevice = newDevice();
    const sharedIp = nextIp();
    const r = await f.member({ deviceId: sharedDevice, ip: sharedIp });
    const sameDevice = await friendOf(r, { deviceId: sharedDevice });
    const sameIp = await friendOf(r, { ip: sharedIp });
    const samePix = await friendOf(r);
    const email = `pix_${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await f.addAccount(r, { pixKeyType: 'EMAIL', pixKey: email })).statusCode).toBe(200);
    expect((await f.addAccount(samePix, { pixKeyType: 'EMAIL', pixKey: email.toUpperCase() })).statusCode).toBe(200);
    // A device seen only at a later login counts too.
    const laterLogin = await friendOf(r);
    laterLogin.token = await loginFrom(laterLogin, sharedDevice);
    for (const friend of [sameDevice, sameIp, samePix, laterLogin]) await depositAndPay(friend, '50.00');

    // Newest first: laterLogin, samePix, sameIp, sameDevice.
    const page = await friendsOf(r);
    const byName = (m: PaymentsMember) => page.list[[laterLogin, samePix, sameIp, sameDevice].indexOf(m)];
    expect(byName(sameDevice)).toMatchObject({ status: 'ineligible', reason: 'same_device', reward: null });
    expect(byName(sameIp)).toMatchObject({ status: 'ineligible', reason: 'same_ip' });
    expect(byName(samePix)).toMatchObject({ status: 'ineligible', reason: 'same_payout' });
    expect(byName(laterLogin)).toMatchObject({ status: 'ineligible', reason: 'same_device' });
    await settleAllReferrals(deps());
    expect(await summaryOf(r)).toMatchObject({ invited: 4, qualified: 0, rewarded: 0, rewardsEarned: '0.00' });
    expect(await cash(r)).toBe(0n);
    for (const friend of [sameDevice, sameIp, samePix, laterLogin]) expect(await referralKeys(friend)).toEqual([]);
  });

  it('holds friends over the daily limit for the next day and stops at the total limit', async () => {
    const r = await referrer();
    const friends: PaymentsMember[] = [];
    for (let i = 0; i < 4; i += 1) friends.push(await friendOf(r));
    for (const friend of friends) await depositAndPay(friend, '25.00');
    expect(await summaryOf(r)).toMatchObject({ invited: 4, qualified: 4, rewarded: 2, rewardsEarned: '20.00' });
    expect(await cash(r)).toBe(2_000n);
    expect((await friendsOf(r)).list.filter((x) => x.status === 'qualified')).toHaveLength(2);

    clock.advance(DAY);
    // A sweep in batches smaller than the friends to look at still reaches them all.
    await settleAllReferrals(deps(), 2);
    expect(await summaryOf(r)).toMatchObject({ qualified: 4, rewarded: 3, rewardsEarned: '30.00' });
    clock.advance(DAY);
    await settleAllReferrals(deps());
    expect(await summaryOf(r)).toMatchObject({ qualified: 4, rewarded: 3 });
    expect(await cash(r)).toBe(3_000n);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('keeps an agent’s invitees in its team and pays no referral reward for them', async () => {
    const agent = await referrer();
    expect((await f.operator('POST', API.operatorAgentType.replace(':username', agent.username), { type: 2 })).statusCode).toBe(200);
    const member = await friendOf(agent);
    await depositAndPay(member, '50.00');
    await settleAllReferrals(deps());
    expect(await cash(agent)).toBe(0n);
    expect(await referralKeys(member)).toEqual([]);
    const token = (await f.client.login(agent.username, 'segredo123')).json().value.token as string;
    const team = (await f.call('GET', API.agentTeamMembers, token)).json().value as { list: Array<{ username: string; level: number }> };
    expect(team.list).toEqual([expect.objectContaining({ username: member.username, level: 1 })]);
  });

  it('lists friends newest first, page by page', async () => {
    const r = await referrer();
    for (let i = 0; i < 3; i += 1) await friendOf(r);
    const first = await friendsOf(r, '?page=1&pageSize=2');
    const second = await friendsOf(r, '?page=2&pageSize=2');
    expect([first.total, first.list.length, second.list.length]).toEqual([3, 2, 1]);
    const other = await referrer();
    expect((await friendsOf(other)).total).toBe(0);
    expect((await f.call('GET', `${API.referralFriends}?pageSize=500`, r.token)).statusCode).toBe(400);
    expect((await f.call('GET', `${API.referral}?origin=${ORIGIN}`, await f.trialToken())).json().errorCode).toBe('free.reject');
    expect((await f.call('GET', `${API.referral}?origin=${encodeURIComponent('javascript:alert(1)')}`, r.token)).statusCode).toBe(400);
  });

  it('marks a friend who did not qualify within the window ineligible', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    clock.advance(8 * DAY);
    friend.token = await loginFrom(friend, newDevice());
    r.token = await loginFrom(r, newDevice());
    await depositAndPay(friend, '100.00');
    expect((await friendsOf(r)).list[0]).toMatchObject({ status: 'ineligible', reason: 'expired' });
    expect(await cash(r)).toBe(0n);
  });
});
