import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { nextIp } from '../../test/accounts.js';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import type { VapidKeys } from './push.config.js';
import { MAX_BROWSERS_PER_MEMBER } from './push.service.js';
import {
  browserKeys,
  decryptPush,
  startFakePushService,
  testPushSettings,
  type BrowserKeys,
  type FakePushService,
} from './push.test-support.js';

describe.each(testDatabases())('web push on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let service: FakePushService;
  let vapid: VapidKeys;
  let promotionId = 0;
  let counter = 0;

  beforeAll(async () => {
    service = await startFakePushService();
    const push = testPushSettings();
    vapid = (push.keys as { pair: VapidKeys }).pair;
    t = await createPaymentsApp(kind, undefined, { config: { push }, pushSender: service.sender(async () => vapid) });
    f = paymentsFixture(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.operatorPromotions,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      payload: {
        code: 'PUSH_REWARD',
        kind: 'manual',
        category: 'other_promo',
        rules: { reward: '12.50', remarkRequired: false, imageRequired: false },
      },
    });
    promotionId = saved.json().value.id;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  /** A browser of `m` subscribed at a path of its own on the local push service. */
  async function subscribed(m: PaymentsMember, language = 'pt') {
    const browser = browserKeys();
    const path = `/push/${(counter += 1)}`;
    const res = await f.call(
      'POST',
      API.pushSubscriptions,
      m.token,
      { endpoint: `${service.origin}${path}`, keys: browser.keys },
      language,
    );
    expect(res.json()).toEqual({ success: true, value: { subscribed: true } });
    return { browser, path, endpoint: `${service.origin}${path}` };
  }
  /** What the browser at `path` was shown: the pushes the service accepted. */
  const pushesAt = (path: string, browser: BrowserKeys) =>
    service
      .at(path)
      .filter((r) => r.status === 201)
      .map((r) => decryptPush(r.body, browser));
  const settled = () => t.background.idle();

  async function creditedDeposit(m: PaymentsMember, amount: string) {
    const orderNo = (await f.deposit(m, amount)).json().value.orderNo as string;
    expect((await f.pay(await f.txidOf(orderNo))).statusCode).toBe(200);
    await settled();
    return orderNo;
  }
  async function withdrawal(m: PaymentsMember, amount: string) {
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const res = await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() });
    return res.json().value.orderNo as string;
  }
  const decide = (orderNo: string, decision: 'approve' | 'reject', reason?: string) =>
    f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision, ...(reason && { reason }) });
  const subscriptionCount = async (endpoint: string) =>
    Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`),
      )[0]?.n,
    );

  it('gives the public VAPID key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.pushKey, remoteAddress: nextIp() });
    expect(res.json()).toEqual({ success: true, value: { publicKey: vapid.publicKey } });
  });

  it('takes subscriptions from members only, to https push services it trusts, with well-formed keys', async () => {
    const m = await f.member();
    const { keys } = browserKeys();
    const post = (body: unknown, token = m.token) => f.call('POST', API.pushSubscriptions, token, body);
    expect((await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, 'not-a-session')).statusCode).toBe(401);
    expect((await post({ endpoint: 'http://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(400);
    expect((await post({ endpoint: 'javascript:alert(1)', keys })).statusCode).toBe(400);
    expect((await post({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: 'short' } })).statusCode).toBe(400);
    expect(
      (await post({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: `${keys.p256dh.slice(1)}!` } })).statusCode,
    ).toBe(400);
    expect((await post({ endpoint: 'https://fcm.googleapis.com/x', keys, extra: 1 })).statusCode).toBe(400);
    // The server would post to the endpoint: an address that is no push service is refused, not called.
    const inside = await post({ endpoint: 'https://metadata.internal/latest', keys });
    expect([inside.statusCode, inside.json().errorCode]).toEqual([400, 'push.endpoint.refused']);
    expect((await post({ endpoint: 'https://fcm.googleapis.com.evil.example/x', keys })).json().errorCode).toBe('push.endpoint.refused');
    expect((await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(200);
  });

  it('tells the member once, in Portuguese, when a deposit is credited (a replayed notice tells nothing more)', async () => {
    const m = await f.member();
    const { browser, path } = await subscribed(m);
    const orderNo = await creditedDeposit(m, '50');
    expect(pushesAt(path, browser)).toEqual([
      { title: 'Depósito creditado', body: 'R$ 50,00 já estão no seu saldo.', url: '/m/transaction/record', tag: 'deposit_credited' },
    ]);
    // Signed with our VAPID key (RFC 8292).
    expect(service.at(path)[0]?.authorization).toContain(`k=${vapid.publicKey}`);
    await f.pay(await f.txidOf(orderNo));
    await t.app.payments.reconcile();
    await settled();
    expect(service.at(path)).toHaveLength(1);
  });

  it('tells the member in English when a withdrawal is paid', async () => {
    const m = await f.member({ cash: 10_000n });
    const { browser, path } = await subscribed(m, 'en');
    expect((await decide(await withdrawal(m, '30'), 'approve')).json().value.status).toBe('paid');
    await settled();
    expect(pushesAt(path, browser)).toEqual([
      {
        title: 'Withdrawal paid',
        body: 'Your withdrawal of R$30.00 was sent by PIX.',
        url: '/m/transaction/record',
        tag: 'withdrawal_paid',
      },
    ]);
  });

  it('tells the member when a withdrawal is rejected and the money is back', async () => {
    const m = await f.member({ cash: 200_000n });
    const { browser, path } = await subscribed(m);
    expect((await decide(await withdrawal(m, '1234.5'), 'reject', 'Conta divergente')).json().value.status).toBe('rejected');
    await settled();
    expect(pushesAt(path, browser)).toEqual([
      {
        title: 'Saque não realizado',
        body: 'Seu saque de R$ 1.234,50 não foi pago; o valor voltou ao seu saldo.',
        url: '/m/transaction/record',
        tag: 'withdrawal_rejected',
      },
    ]);
  });

  it('tells the member when the operator issues a reward, and only that member', async () => {
    const m = await f.member();
    const other = await f.member();
    const mine = await subscribed(m);
    const theirs = await subscribed(other);
    const id = (await f.call('POST', API.rewardApply, m.token, { promotionId, remarks: 'ganhei', pictures: [] })).json().value.id as number;
    const decided = await f.operator('POST', API.operatorApplicationDecision.replace(':id', String(id)), { decision: 'approve' });
    expect(decided.json().value.status).toBe('approved');
    await settled();
    expect(pushesAt(mine.path, mine.browser)).toEqual([
      { title: 'Recompensa recebida', body: 'Você recebeu R$ 12,50 de recompensa.', url: '/m/transaction/record', tag: 'reward_issued' },
    ]);
    expect(service.at(theirs.path)).toHaveLength(0);
  });

  it('keeps the newest MAX_BROWSERS_PER_MEMBER browsers of a member, and tells only those', async () => {
    const m = await f.member();
    const browsers = [];
    for (let i = 0; i <= MAX_BROWSERS_PER_MEMBER; i += 1) browsers.push(await subscribed(m));
    const [oldest, ...kept] = browsers;
    expect(await subscriptionCount(oldest!.endpoint)).toBe(0);
    for (const b of kept) expect(await subscriptionCount(b.endpoint)).toBe(1);
    await creditedDeposit(m, '15');
    expect(service.at(oldest!.path)).toHaveLength(0);
    for (const b of kept) expect(pushesAt(b.path, b.browser)).toHaveLength(1);
  });

  it('lets a member remove only their own subscription', async () => {
    const m = await f.member();
    const intruder = await f.member();
    const { endpoint, path } = await subscribed(m);
    const removed = await f.call('DELETE', API.pushSubscriptions, intruder.token, { endpoint });
    expect(removed.json()).toEqual({ success: true, value: { subscribed: false } });
    expect(await subscriptionCount(endpoint)).toBe(1);
    expect((await f.call('DELETE', API.pushSubscriptions, 'not-a-session', { endpoint })).statusCode).toBe(401);
    expect((await f.call('DELETE', API.pushSubscriptions, m.token, { endpoint })).statusCode).toBe(200);
    expect(await subscriptionCount(endpoint)).toBe(0);
    await creditedDeposit(m, '20');
    expect(service.at(path)).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (404, 410), and still credits the deposit', async () => {
    const m = await f.member();
    const gone = await subscribed(m);
    const unknown = await subscribed(m);
    const alive = await subscribed(m);
    service.answer(gone.path, 410);
    service.answer(unknown.path, 404);
    await creditedDeposit(m, '25');
    expect((await f.balances(m)).cash).toBe(2_500n);
    expect(await subscriptionCount(gone.endpoint)).toBe(0);
    expect(await subscriptionCount(unknown.endpoint)).toBe(0);
    expect(await subscriptionCount(alive.endpoint)).toBe(1);
    expect(pushesAt(alive.path, alive.browser)).toHaveLength(1);
  });

  it('asks a busy push service again, a bounded number of times, and records what it last said', async () => {
    const m = await f.member();
    const busy = await subscribed(m);
    const down = await subscribed(m);
    service.answer(busy.path, 503);
    service.answer(down.path, 500, 500, 500);
    await creditedDeposit(m, '10');
    expect(pushesAt(busy.path, busy.browser).map((p) => p.title)).toEqual(['Depósito creditado']);
    expect(service.at(busy.path)).toHaveLength(2);
    // One retry is configured for the test: two attempts, then the notice is dropped and the error kept.
    expect(service.at(down.path)).toHaveLength(2);
    const row = rowsOf<{ last_error: string | null }>(
      await t.database.db.execute(sql`select last_error from push_subscriptions where endpoint = ${down.endpoint}`),
    )[0];
    expect(row?.last_error).toBe('HTTP 500');
    expect(t.logs()).not.toContain(down.endpoint);
  });
});
