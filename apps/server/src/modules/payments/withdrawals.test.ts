import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

const FAILING_KEY = 'falha@example.com';

describe.each(testDatabases())('withdrawals on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, undefined, { pix: { sandboxFailKeys: [FAILING_KEY] } });
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  async function withAccount(cash: bigint, account: Record<string, unknown> = {}) {
    const m = await f.member({ cash });
    const res = await f.addAccount(m, account);
    if (res.statusCode !== 200) throw new Error(res.body);
    return { m, accountId: res.json().value.id as number };
  }
  const withdraw = (m: PaymentsMember, accountId: number, amount: string, extra: Record<string, unknown> = {}) =>
    f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId(), ...extra });
  const decide = (orderNo: string, decision: 'approve' | 'reject', reason?: string) =>
    f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision, ...(reason && { reason }) });

  it('shows cash as withdrawable, the limits and the accounts', async () => {
    const { m } = await withAccount(12_345n);
    const info = (await f.call('GET', API.withdrawInfo, m.token)).json().value;
    expect(info).toMatchObject({
      currency: 'BRL',
      withdrawable: '123.45',
      minAmount: '20.00',
      maxAmount: '20000.00',
      dailyMax: '50000.00',
      dailyRemaining: '50000.00',
      needsPaymentPassword: false,
    });
    expect(info.accounts).toHaveLength(1);
  });

  it('holds the amount, and approval pays out and posts the hold', async () => {
    const { m, accountId } = await withAccount(10_000n);
    const res = await withdraw(m, accountId, '30');
    expect(res.json().value).toMatchObject({ amount: '30.00', status: 'pending' });
    expect(await f.balances(m)).toEqual({ cash: 7_000n, held: 3_000n });
    const info = (await f.call('GET', API.withdrawInfo, m.token)).json().value;
    expect(info).toMatchObject({ withdrawable: '70.00', dailyRemaining: '49970.00' });
    const pending = (await f.operator('GET', `${API.operatorWithdrawals}?status=pending`)).json().value;
    expect(pending.map((w: { orderNo: string }) => w.orderNo)).toContain(res.json().value.orderNo);
    const approved = await decide(res.json().value.orderNo, 'approve');
    expect(approved.json().value.status).toBe('paid');
    expect(await f.balances(m)).toEqual({ cash: 7_000n, held: 0n });
    const again = await decide(res.json().value.orderNo, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('withdrawal.state.invalid');
    const mine = (await f.call('GET', API.withdrawals, m.token)).json().value;
    expect(mine[0]).toMatchObject({ status: 'paid', pixKeyMasked: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/) });
  });

  it('releases the hold on rejection, and a second decision is a 409', async () => {
    const { m, accountId } = await withAccount(5_000n);
    const orderNo = (await withdraw(m, accountId, '50')).json().value.orderNo;
    expect((await f.balances(m)).cash).toBe(0n);
    expect((await decide(orderNo, 'reject', 'dados divergentes')).json().value).toMatchObject({
      status: 'rejected',
      reason: 'dados divergentes',
    });
    expect(await f.balances(m)).toEqual({ cash: 5_000n, held: 0n });
    expect((await decide(orderNo, 'approve')).statusCode).toBe(409);
    expect(await f.balances(m)).toEqual({ cash: 5_000n, held: 0n });
  });

  it('releases the hold when the PSP refuses the payout (Efí NAO_REALIZADO)', async () => {
    const { m, accountId } = await withAccount(5_000n, { pixKeyType: 'EMAIL', pixKey: FAILING_KEY });
    const orderNo = (await withdraw(m, accountId, '25')).json().value.orderNo;
    const decided = (await decide(orderNo, 'approve')).json().value;
    expect(decided).toMatchObject({ status: 'failed', reason: expect.stringMatching(/recusada/) });
    expect(await f.balances(m)).toEqual({ cash: 5_000n, held: 0n });
    // The PSP saw one payout, in Efí's shape, under the order number as idEnvio.
    const sent = await t.app.payments.sandbox!.envio.sent(orderNo);
    expect(sent).toMatchObject({
      status: 200,
      body: { idEnvio: orderNo, valor: '25.00', status: 'NAO_REALIZADO', favorecido: { chave: FAILING_KEY } },
    });
  });

  it('re-drives a payout the PSP already received by reading it, never sending it twice', async () => {
    const { m, accountId } = await withAccount(5_000n);
    const orderNo = (await withdraw(m, accountId, '20')).json().value.orderNo;
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update withdrawals set status = 'approved', updated_at = now() - interval '1 hour' where order_no = ${orderNo}`,
    );
    // As if the PUT reached the PSP and its answer was lost on the way back.
    const put = await t.app.payments.sandbox!.envio.send(orderNo, {
      valor: '20.00',
      pagador: { chave: t.config.pix.pixKey },
      favorecido: { chave: m.cpf, cpf: m.cpf },
    });
    expect(put.status).toBe(201);
    expect(await t.app.payments.redrive()).toBeGreaterThanOrEqual(1);
    const mine = (await f.call('GET', API.withdrawals, m.token)).json().value[0];
    expect(mine).toMatchObject({ orderNo, status: 'paid' });
    expect(await f.balances(m)).toEqual({ cash: 3_000n, held: 0n });
  });

  it('finishes an approved withdrawal whose payout result was lost (re-drive)', async () => {
    const { m, accountId } = await withAccount(5_000n);
    const orderNo = (await withdraw(m, accountId, '20')).json().value.orderNo;
    // As if the process died after "approved" was committed and before the payout answer was recorded.
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update withdrawals set status = 'approved', updated_at = now() - interval '1 hour' where order_no = ${orderNo}`,
    );
    expect(await t.app.payments.redrive()).toBeGreaterThanOrEqual(1);
    expect((await f.call('GET', API.withdrawals, m.token)).json().value[0].status).toBe('paid');
    expect(await f.balances(m)).toEqual({ cash: 3_000n, held: 0n });
  });

  it('refuses bad amounts, limits and more than the cash balance, moving nothing', async () => {
    const { m, accountId } = await withAccount(3_000n);
    expect((await withdraw(m, accountId, '19.99')).json()).toMatchObject({
      errorCode: 'amount.below.minimum',
      message: 'O valor mínimo é R$ 20,00.',
    });
    expect((await withdraw(m, accountId, '20000.01')).json().errorCode).toBe('amount.above.maximum');
    expect((await withdraw(m, accountId, '-20')).statusCode).toBe(400);
    expect((await withdraw(m, accountId, '20.001')).statusCode).toBe(400);
    const above = await withdraw(m, accountId, '30.01');
    expect(above.json().errorCode).toBe('wallet.insufficient.funds');
    expect(await f.balances(m)).toEqual({ cash: 3_000n, held: 0n });
    expect((await f.call('GET', API.withdrawals, m.token)).json().value).toEqual([]);
  });

  it('answers a retried requestId with the same withdrawal and 409s another amount under it', async () => {
    const { m, accountId } = await withAccount(10_000n);
    const requestId = newRequestId();
    const first = (await withdraw(m, accountId, '25', { requestId })).json().value;
    expect((await withdraw(m, accountId, '25', { requestId })).json().value.orderNo).toBe(first.orderNo);
    const conflict = await withdraw(m, accountId, '26', { requestId });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('idempotency.conflict');
    expect(await f.balances(m)).toEqual({ cash: 7_500n, held: 2_500n });
  });

  it('asks for the payment password when one is set and refuses a wrong one', async () => {
    const { m, accountId } = await withAccount(10_000n);
    await f.call('POST', API.paymentPassword, m.token, { paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect((await f.call('GET', API.withdrawInfo, m.token)).json().value.needsPaymentPassword).toBe(true);
    expect((await withdraw(m, accountId, '20')).json().errorCode).toBe('payment.password.required');
    expect((await withdraw(m, accountId, '20', { paymentPassword: '111111' })).json().errorCode).toBe('payment.password.incorrect');
    expect((await f.balances(m)).cash).toBe(10_000n);
    expect((await withdraw(m, accountId, '20', { paymentPassword: '246810' })).json().value.status).toBe('pending');
  });

  it('refuses trial members', async () => {
    const trial = await f.trialToken();
    const res = await f.call('POST', API.withdraw, trial, { accountId: 1, amount: '20', requestId: newRequestId() });
    expect(res.json().errorCode).toBe('free.reject');
  });

  it.runIf(kind === 'postgres')('places exactly one hold for 20 concurrent full-balance withdrawals', async () => {
    const { m, accountId } = await withAccount(10_000n);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, accountId, '100')));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'wallet.insufficient.funds')).toHaveLength(19);
    expect(await f.balances(m)).toEqual({ cash: 0n, held: 10_000n });
  });
});
