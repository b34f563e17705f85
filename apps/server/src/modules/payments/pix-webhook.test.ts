import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import type { WebhookDeliver } from '../pix-sandbox/webhook-sender.js';
import { createPaymentsApp, paymentsFixture } from './payments.test-support.js';
import { PIX_SIGNATURE_HEADER } from './pix-provider.js';

describe.each(testDatabases())('PIX webhook on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  /** Every signed notice the sandbox sent, so tests can replay them. */
  const sent: Array<{ raw: string; headers: Record<string, string> }> = [];
  let forward: WebhookDeliver = async () => undefined;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, undefined, {
      pixWebhookDeliver: async (raw, headers) => {
        sent.push({ raw, headers });
        await forward(raw, headers);
      },
    });
    forward = async (raw, headers) => void (await t.app.inject({ method: 'POST', url: `${API.pixWebhook}/pix`, headers, payload: raw }));
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  const post = (raw: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: API.pixWebhook, headers, payload: raw });

  async function paidWithoutNotice(amount = '40') {
    const m = await f.member();
    const order = (await f.deposit(m, amount)).json().value;
    const txid = await f.txidOf(order.orderNo);
    const before = sent.length;
    forward = async () => undefined;
    await f.pay(txid, 'normal');
    forward = async (raw, headers) => void (await t.app.inject({ method: 'POST', url: `${API.pixWebhook}/pix`, headers, payload: raw }));
    const notice = sent[before];
    if (!notice) throw new Error('no notice captured');
    return { m, order, txid, notice };
  }

  it('credits once when one notice is replayed 10 times in a row and 10 times in parallel', async () => {
    const { m, notice } = await paidWithoutNotice();
    for (let i = 0; i < 10; i += 1) expect((await post(notice.raw, notice.headers)).statusCode).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => post(notice.raw, notice.headers)));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await f.balances(m)).cash).toBe(4_000n);
    expect(await f.depositCredits(m)).toBe(1);
  });

  it('credits once when 10 notices arrive in parallel before any was applied', async () => {
    const { m, notice } = await paidWithoutNotice('15');
    await Promise.all(Array.from({ length: 10 }, () => post(notice.raw, notice.headers)));
    expect((await f.balances(m)).cash).toBe(1_500n);
    expect(await f.depositCredits(m)).toBe(1);
  });

  it('refuses a bad signature with 401 and credits nothing', async () => {
    const { m, notice } = await paidWithoutNotice();
    const forged = await post(notice.raw, { ...notice.headers, [PIX_SIGNATURE_HEADER]: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('pix.webhook.invalid');
    const unsigned = await post(notice.raw, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(401);
    const tampered = await post(notice.raw.replace('40.00', '400.00'), notice.headers);
    expect(tampered.statusCode).toBe(401);
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it('does not credit a signed notice for a charge the PSP has not been paid', async () => {
    const m = await f.member();
    const order = (await f.deposit(m, '30')).json().value;
    const txid = await f.txidOf(order.orderNo);
    const { notice } = await paidWithoutNotice('11');
    // A validly signed body naming an unpaid charge: the re-read at the PSP says ATIVA.
    const body = JSON.parse(notice.raw);
    body.pix[0].txid = txid;
    const raw = JSON.stringify(body);
    const { signWebhook } = await import('./pix-provider.js');
    const { derivedSecret } = await import('./payments.module.js');
    const res = await post(raw, {
      'content-type': 'application/json',
      [PIX_SIGNATURE_HEADER]: signWebhook(derivedSecret(t.config.operatorToken, 'pix-webhook'), raw),
    });
    expect(res.statusCode).toBe(200);
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it.each(['twice', 'reordered'] as const)('credits once with a %s delivery', async (delivery) => {
    const m = await f.member();
    const order = (await f.deposit(m, '60')).json().value;
    await f.pay(await f.txidOf(order.orderNo), delivery);
    await t.app.payments.sandbox?.idle();
    expect((await f.balances(m)).cash).toBe(6_000n);
    expect(await f.depositCredits(m)).toBe(1);
    const live = (await f.call('GET', API.depositOrder.replace(':orderNo', order.orderNo), m.token)).json().value;
    expect(live.status).toBe('paid');
  });

  it('credits a late delivery when it arrives', async () => {
    const m = await f.member();
    const order = (await f.deposit(m, '70')).json().value;
    await f.pay(await f.txidOf(order.orderNo), 'late', 150);
    expect((await f.balances(m)).cash).toBe(0n);
    await t.app.payments.sandbox?.idle();
    expect((await f.balances(m)).cash).toBe(7_000n);
  });

  it('credits a payment whose webhook never came through reconciliation, once', async () => {
    const m = await f.member();
    const order = (await f.deposit(m, '80')).json().value;
    await f.pay(await f.txidOf(order.orderNo), 'none');
    expect((await f.balances(m)).cash).toBe(0n);
    expect(await t.app.payments.reconcile()).toBeGreaterThanOrEqual(1);
    await t.app.payments.reconcile();
    expect((await f.balances(m)).cash).toBe(8_000n);
    expect(await f.depositCredits(m)).toBe(1);
  });
});
