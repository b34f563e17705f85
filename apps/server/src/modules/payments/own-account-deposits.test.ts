import { API, type Jurisdiction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../test/accounts.js';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

/** A payer whose bank account is closed: the sandbox refuses to return money to it. */
const CLOSED_PAYER_CPF = randomCpf();

describe.each(testDatabases())('own-account deposits on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { pix: { sandboxFailKeys: [CLOSED_PAYER_CPF] } });
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  const switchTo = async (jurisdiction: Jurisdiction) => {
    const res = await f.operator('PUT', API.operatorJurisdiction, { jurisdiction });
    expect(res.statusCode, res.body).toBe(200);
  };
  /**
   * An open charge, then the BR profile: the payer is checked when the money arrives, and opening the order under
   * NONE keeps these tests apart from whatever else BR asks before a deposit (limits, identity).
   */
  async function chargeThenBr(m: PaymentsMember, amount = '50') {
    await switchTo('NONE');
    const order = (await f.deposit(m, amount)).json().value as { orderNo: string };
    await switchTo('BR');
    return { orderNo: order.orderNo, txid: await f.txidOf(order.orderNo) };
  }
  const payFrom = (txid: string, payerCpf: string) =>
    f.operator('POST', API.operatorSandboxPay.replace(':txid', txid), { delivery: 'normal', payerCpf });
  const orderOf = async (m: PaymentsMember, orderNo: string) =>
    (await f.call('GET', API.depositOrder.replace(':orderNo', orderNo), m.token)).json().value;
  const backoffice = async (orderNo: string) =>
    (await f.operator('GET', `${API.operatorDeposits}?limit=100`)).json().value.find((d: { orderNo: string }) => d.orderNo === orderNo);
  const endToEndIdOf = async (orderNo: string) => (await backoffice(orderNo)).endToEndId as string;

  it('under BR returns a deposit paid from another CPF to its payer and never credits it', async () => {
    const m = await f.member();
    const { orderNo, txid } = await chargeThenBr(m);
    const stranger = randomCpf();
    expect((await payFrom(txid, stranger)).statusCode).toBe(200);

    expect(await orderOf(m, orderNo)).toMatchObject({ status: 'returned', returnReason: 'payer_cpf_mismatch', amount: '50.00' });
    expect(await f.balances(m)).toEqual({ cash: 0n, held: 0n });
    expect(await f.depositCredits(m)).toBe(0);
    expect(await backoffice(orderNo)).toMatchObject({ status: 'returned', returnReason: 'payer_cpf_mismatch', payerCpf: stranger });
    const refund = await t.app.payments.sandbox!.provider.getRefund(await endToEndIdOf(orderNo), orderNo);
    expect(refund).toMatchObject({ status: 'DEVOLVIDO', valor: '50.00' });

    // Late and repeated notices, the job and a live read change nothing.
    expect(await t.app.payments.reconcile()).toBe(0);
    expect((await orderOf(m, orderNo)).status).toBe('returned');
    expect(await f.depositCredits(m)).toBe(0);
    const from = new Date(clock.now() - 60_000).toISOString();
    const to = new Date(clock.now() + 60_000).toISOString();
    const reconciliation = (await f.operator('GET', `${API.operatorReconciliation}?from=${from}&to=${to}`)).json().value;
    expect(reconciliation.lines.find((l: { orderNo: string }) => l.orderNo === orderNo)).toMatchObject({ kind: 'returned' });
  });

  it("under BR credits a deposit paid from the member's own CPF", async () => {
    const m = await f.member();
    const { orderNo, txid } = await chargeThenBr(m, '40');
    await payFrom(txid, m.cpf);
    expect(await orderOf(m, orderNo)).toMatchObject({ status: 'paid', returnReason: null });
    expect((await f.balances(m)).cash).toBe(4_000n);
    expect(await backoffice(orderNo)).toMatchObject({ status: 'paid', payerCpf: m.cpf });
  });

  it('under BR returns the deposit of a member without a CPF, saying why', async () => {
    const m = await f.member({ withoutCpf: true });
    const { orderNo, txid } = await chargeThenBr(m);
    await payFrom(txid, randomCpf());
    expect(await orderOf(m, orderNo)).toMatchObject({ status: 'returned', returnReason: 'member_cpf_missing' });
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it('keeps a return the PSP cannot make now retryable and visible, and the job finishes it once', async () => {
    const m = await f.member();
    const { orderNo, txid } = await chargeThenBr(m);
    t.app.payments.sandbox!.outages.set('refund', true);
    try {
      await payFrom(txid, randomCpf());
      expect(await orderOf(m, orderNo)).toMatchObject({ status: 'returning', returnReason: 'payer_cpf_mismatch' });
      expect(await backoffice(orderNo)).toMatchObject({ status: 'returning', returnError: expect.stringContaining('503') });
      expect(await t.app.payments.reconcile()).toBe(0);
    } finally {
      t.app.payments.sandbox!.outages.set('refund', false);
    }
    expect(await t.app.payments.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await backoffice(orderNo)).toMatchObject({ status: 'returned', returnError: null });
    expect(await t.app.payments.reconcile()).toBe(0);
    expect(await f.balances(m)).toEqual({ cash: 0n, held: 0n });
  });

  it("ends return_failed, for an operator, when the payer's bank refuses the return", async () => {
    const m = await f.member();
    const { orderNo, txid } = await chargeThenBr(m);
    await payFrom(txid, CLOSED_PAYER_CPF);
    expect(await backoffice(orderNo)).toMatchObject({ status: 'return_failed', returnError: 'Conta do pagador encerrada' });
    const listed = await f.operator('GET', `${API.operatorDeposits}?status=return_failed`);
    expect(listed.json().value.map((d: { orderNo: string }) => d.orderNo)).toContain(orderNo);
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it('under NONE credits a deposit from another CPF, as before', async () => {
    const m = await f.member();
    await switchTo('NONE');
    const order = (await f.deposit(m, '30')).json().value;
    await payFrom(await f.txidOf(order.orderNo), randomCpf());
    expect(await orderOf(m, order.orderNo)).toMatchObject({ status: 'paid', returnReason: null });
    expect((await f.balances(m)).cash).toBe(3_000n);
  });
});

describe.each(testDatabases())('sandbox PSP payer on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
  });
  afterAll(() => t.close());

  const charge = (txid: string, devedor?: { cpf: string; nome: string }) =>
    t.app.payments.sandbox!.provider.createCharge(txid, {
      calendario: { expiracao: 900 },
      valor: { original: '25.00' },
      chave: 'pix@demo-bet.example',
      ...(devedor && { devedor }),
    });
  const txid = () => `own${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(30, '0').slice(0, 32);

  it("pays from the charge's debtor unless another payer is named, and reports the payer", async () => {
    const debtor = { cpf: randomCpf(), nome: 'Maria da Silva' };
    const own = txid();
    await charge(own, debtor);
    const paid = await t.app.payments.sandbox!.pay(own, 'none');
    expect(paid.pix?.[0]?.pagador).toEqual(debtor);
    const other = txid();
    const stranger = randomCpf();
    await charge(other, debtor);
    expect((await t.app.payments.sandbox!.pay(other, 'none', 0, stranger)).pix?.[0]?.pagador?.cpf).toBe(stranger);
    const anonymous = txid();
    await charge(anonymous);
    expect((await t.app.payments.sandbox!.pay(anonymous, 'none')).pix?.[0]?.pagador).toBeUndefined();
  });

  it('returns a received PIX once per id, never more than arrived, and not while its refunds are down', async () => {
    const id = txid();
    await charge(id, { cpf: randomCpf(), nome: 'Maria' });
    const e2e = (await t.app.payments.sandbox!.pay(id, 'none')).pix![0]!.endToEndId;
    const psp = t.app.payments.sandbox!.provider;
    expect(await psp.refund(e2e, 'R1', '25.00')).toMatchObject({ id: 'R1', status: 'EM_PROCESSAMENTO' });
    expect(await psp.refund(e2e, 'R1', '25.00')).toMatchObject({ id: 'R1' });
    expect(await psp.getRefund(e2e, 'R1')).toMatchObject({ status: 'DEVOLVIDO', valor: '25.00' });
    await expect(psp.refund(e2e, 'R2', '0.01')).rejects.toMatchObject({ status: 400 });
    t.app.payments.sandbox!.outages.set('refund', true);
    await expect(psp.getRefund(e2e, 'R1')).rejects.toMatchObject({ status: 503 });
    t.app.payments.sandbox!.outages.set('refund', false);
    expect(await psp.getRefund(e2e, 'missing')).toBeNull();
  });
});
