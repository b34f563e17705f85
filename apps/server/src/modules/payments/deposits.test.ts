import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { parseBrCodeFields } from '../pix-sandbox/br-code.js';
import { createPaymentsApp, newRequestId, paymentsFixture } from './payments.test-support.js';

describe.each(testDatabases())('deposits on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now);
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  it('lists the PIX channel with its limits, presets and what is left today', async () => {
    const m = await f.member();
    const res = await f.call('GET', API.depositChannels, m.token);
    expect(res.json().value).toEqual([
      expect.objectContaining({
        method: 'PIX',
        minAmount: '10.00',
        maxAmount: '50000.00',
        dailyMax: '100000.00',
        dailyRemaining: '100000.00',
        presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
      }),
    ]);
  });

  it('opens a charge with a dynamic BR Code and QR, then credits once when paid', async () => {
    const m = await f.member();
    const res = await f.deposit(m, '50');
    expect(res.statusCode).toBe(200);
    const order = res.json().value;
    expect(order).toMatchObject({ amount: '50.00', status: 'pending', paidAt: null });
    expect(order.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const fields = parseBrCodeFields(order.brCode);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe('50.00');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    const txid = await f.txidOf(order.orderNo);
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);

    expect((await f.pay(txid)).statusCode).toBe(200);
    const live = (await f.call('GET', API.depositOrder.replace(':orderNo', order.orderNo), m.token)).json().value;
    expect(live).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await f.balances(m)).cash).toBe(5_000n);
    expect(await f.depositCredits(m)).toBe(1);
    const channels = (await f.call('GET', API.depositChannels, m.token)).json().value;
    expect(channels[0].dailyRemaining).toBe('99950.00');
  });

  it.each([
    ['-5', 'O valor não pode ser negativo.'],
    ['0', 'O valor deve ser maior que zero.'],
    ['0.00', 'O valor deve ser maior que zero.'],
    ['10.123', 'Use no máximo duas casas decimais.'],
    ['abc', 'Digite um valor válido, por exemplo 50 ou 50,25.'],
  ])('refuses the amount %s with its message and moves nothing', async (amount, message) => {
    const m = await f.member();
    const res = await f.deposit(m, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await f.operator('GET', API.operatorDeposits)).json().value.some((d: { memberId: number }) => d.memberId === m.memberId)).toBe(
      false,
    );
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it('refuses amounts under the minimum, over the maximum and over the daily limit, naming the limit', async () => {
    const m = await f.member();
    const under = await f.deposit(m, '9.99');
    expect(under.json()).toMatchObject({ errorCode: 'amount.below.minimum', message: 'O valor mínimo é R$ 10,00.' });
    const over = await f.deposit(m, '50000.01');
    expect(over.json()).toMatchObject({ errorCode: 'amount.above.maximum', message: 'O valor máximo é R$ 50000,00.' });
    expect((await f.deposit(m, '50000')).statusCode).toBe(200);
    expect((await f.deposit(m, '40000')).statusCode).toBe(200);
    const daily = await f.deposit(m, '10000.01');
    expect(daily.json()).toMatchObject({ errorCode: 'amount.daily.limit', data: { remaining: '10000.00' } });
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it('lets concurrent orders with different request ids use what is left of the daily limit only once', async () => {
    const m = await f.member();
    expect((await f.deposit(m, '50000')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => f.deposit(m, '20000')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.json().errorCode === 'amount.daily.limit')).toHaveLength(4);
    const channels = (await f.call('GET', API.depositChannels, m.token)).json().value;
    expect(channels[0].dailyRemaining).toBe('10000.00');
  });

  it('returns the same order for a retried requestId and 409 for the same id with another amount', async () => {
    const m = await f.member();
    const requestId = newRequestId();
    const first = (await f.deposit(m, '20', requestId)).json().value;
    const again = (await f.deposit(m, '20.00', requestId)).json().value;
    expect(again.orderNo).toBe(first.orderNo);
    const conflict = await f.deposit(m, '21', requestId);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('idempotency.conflict');
    expect(
      (await f.operator('GET', `${API.operatorDeposits}?status=pending`))
        .json()
        .value.filter((d: { memberId: number }) => d.memberId === m.memberId),
    ).toHaveLength(1);
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it("refuses trial members with free.reject and hides other members' orders", async () => {
    const trial = await f.trialToken();
    const refused = await f.call('POST', API.deposit, trial, { channelId: 1, amount: '50', requestId: newRequestId() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('free.reject');
    const owner = await f.member();
    const other = await f.member();
    const order = (await f.deposit(owner, '30')).json().value;
    const peek = await f.call('GET', API.depositOrder.replace(':orderNo', order.orderNo), other.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().errorCode).toBe('deposit.not.found');
  });

  it('expires an unpaid charge at its expiry and refuses to pay it afterwards', async () => {
    const m = await f.member();
    const order = (await f.deposit(m, '25')).json().value;
    clock.advance(16 * 60 * 1000);
    expect(await t.app.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const live = (await f.call('GET', API.depositOrder.replace(':orderNo', order.orderNo), m.token)).json().value;
    expect(live.status).toBe('expired');
    const late = await f.pay(await f.txidOf(order.orderNo));
    expect(late.json().errorCode).toBe('pix.charge.not.payable');
    expect((await f.balances(m)).cash).toBe(0n);
  });

  it("expires a charge on the operator's sandbox call", async () => {
    const m = await f.member();
    const order = (await f.deposit(m, '25')).json().value;
    const txid = await f.txidOf(order.orderNo);
    const expired = await f.operator('POST', API.operatorSandboxExpire.replace(':txid', txid));
    expect(expired.json().value.status).toBe('REMOVIDA_PELO_PSP');
    const live = (await f.call('GET', API.depositOrder.replace(':orderNo', order.orderNo), m.token)).json().value;
    expect(live.status).toBe('expired');
  });
});
