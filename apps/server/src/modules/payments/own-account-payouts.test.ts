import { API, type Jurisdiction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../test/accounts.js';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

const MINUTE = 60_000;

describe.each(testDatabases())('own-account payouts on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();
  let keys = 0;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now);
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  const switchTo = async (jurisdiction: Jurisdiction) => {
    const res = await f.operator('PUT', API.operatorJurisdiction, { jurisdiction });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A member registered under NONE, then BR: this file is about payouts, not what BR asks at registration. */
  const brMember = async (options: Parameters<typeof f.member>[0] = {}) => {
    await switchTo('NONE');
    const m = await f.member(options);
    await switchTo('BR');
    return m;
  };
  const newKey = () => `chave${(keys += 1)}.${Date.now().toString(36)}@example.com`;
  /** The sandbox DICT's owner of an e-mail key (the operator's sandbox hand). */
  const registerKey = async (pixKey: string, ownerCpf: string) => {
    const res = await f.operator('PUT', API.operatorSandboxPixKeys, { pixKeyType: 'EMAIL', pixKey, ownerCpf, ownerName: 'Fulano' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const addEmail = (m: PaymentsMember, pixKey: string, language = 'pt') =>
    f.call('POST', API.payoutAccounts, m.token, { pixKeyType: 'EMAIL', pixKey, holderName: 'Maria da Silva', holderCpf: m.cpf }, language);
  const withdraw = (m: PaymentsMember, accountId: number, amount: string) =>
    f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() });
  const approve = (orderNo: string) =>
    f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision: 'approve' });
  const queue = async (query = '') => (await f.operator('GET', `${API.operatorWithdrawals}?limit=100${query}`)).json().value;

  it('under BR refuses to save a key of another CPF or unknown to DICT, in pt and en, and keeps the own key', async () => {
    const m = await brMember();
    const someoneElses = newKey();
    await registerKey(someoneElses, randomCpf());
    const refused = await addEmail(m, someoneElses);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'payout.key.owner.mismatch',
      message: 'Esta chave PIX pertence a outro CPF. Saques só vão para chaves no seu próprio CPF.',
    });
    expect((await addEmail(m, someoneElses, 'en')).json().message).toBe(
      'This PIX key belongs to another CPF. Withdrawals go only to keys under your own CPF.',
    );
    expect((await addEmail(m, newKey())).json().errorCode).toBe('payout.key.not.found');
    const own = newKey();
    await registerKey(own, m.cpf);
    expect((await addEmail(m, own)).statusCode).toBe(200);
    expect((await f.addAccount(m)).statusCode).toBe(200);
    expect((await f.call('GET', API.payoutAccounts, m.token)).json().value).toHaveLength(2);
  });

  it('under BR answers 503 and saves nothing while the key lookup is down', async () => {
    const m = await brMember();
    const own = newKey();
    await registerKey(own, m.cpf);
    t.app.payments.sandbox!.outages.set('dict', true);
    try {
      const res = await addEmail(m, own);
      expect(res.statusCode).toBe(503);
      expect(res.json().errorCode).toBe('payout.key.lookup.failed');
    } finally {
      t.app.payments.sandbox!.outages.set('dict', false);
    }
    expect((await f.call('GET', API.payoutAccounts, m.token)).json().value).toHaveLength(0);
  });

  it('under BR refuses the payout when the key changed hands after it was saved, and gives the money back', async () => {
    const m = await brMember({ cash: 10_000n });
    const key = newKey();
    await registerKey(key, m.cpf);
    const accountId = (await addEmail(m, key)).json().value.id as number;
    const orderNo = (await withdraw(m, accountId, '30')).json().value.orderNo as string;
    await registerKey(key, randomCpf());
    const decided = await approve(orderNo);
    expect(decided.json().value).toMatchObject({ status: 'failed', reason: 'payout.key.owner.mismatch' });
    expect(await f.balances(m)).toEqual({ cash: 10_000n, held: 0n });
  });

  it('under BR keeps a payout approved while the key lookup is down, and the re-drive pays it', async () => {
    const m = await brMember({ cash: 10_000n });
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const orderNo = (await withdraw(m, accountId, '25')).json().value.orderNo as string;
    t.app.payments.sandbox!.outages.set('dict', true);
    try {
      expect((await approve(orderNo)).json().value.status).toBe('approved');
    } finally {
      t.app.payments.sandbox!.outages.set('dict', false);
    }
    clock.advance(MINUTE);
    await t.app.payments.redrive();
    expect((await queue()).find((w: { orderNo: string }) => w.orderNo === orderNo)).toMatchObject({ status: 'paid' });
    expect(await f.balances(m)).toEqual({ cash: 7_500n, held: 0n });
  });

  it('flags a withdrawal unpaid 120 minutes after its request as late, filters and counts it under BR only', async () => {
    const m = await brMember({ cash: 10_000n });
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const orderNo = (await withdraw(m, accountId, '20')).json().value.orderNo as string;
    const find = (list: Array<{ orderNo: string }>) => list.find((w) => w.orderNo === orderNo);
    clock.advance(119 * MINUTE);
    expect(find(await queue())).toMatchObject({ late: false, payBy: expect.any(String) });
    expect(find(await queue('&late=true'))).toBeUndefined();
    clock.advance(2 * MINUTE);
    expect(find(await queue())).toMatchObject({ status: 'pending', late: true });
    expect(find(await queue('&late=true'))).toMatchObject({ late: true });
    const dashboard = (await f.operator('GET', API.operatorDashboard)).json().value;
    expect(dashboard.withdrawalsLate.count).toBeGreaterThanOrEqual(1);

    await switchTo('NONE');
    expect(find(await queue())).toMatchObject({ late: false, payBy: null });
    expect(await queue('&late=true')).toEqual([]);
    expect((await f.operator('GET', API.operatorDashboard)).json().value.withdrawalsLate).toEqual({ count: 0, amount: '0.00' });
    await switchTo('BR');
    expect((await approve(orderNo)).json().value).toMatchObject({ status: 'paid', late: false });
  });

  it('under NONE saves a key DICT does not know, as before', async () => {
    await switchTo('NONE');
    const m = await f.member();
    expect((await addEmail(m, newKey())).statusCode).toBe(200);
  });
});
