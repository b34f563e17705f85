import { API, type Jurisdiction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

const MINUTE = 60_000;

/** What a member reads about a waiting withdrawal: on /m/withdraw (the list) and on the account record. */
describe.each(testDatabases())('withdrawal expectations on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now);
    f = paymentsFixture(t, clock.now);
  });
  afterAll(() => t.close());

  const switchTo = async (jurisdiction: Jurisdiction) => {
    expect((await f.operator('PUT', API.operatorJurisdiction, { jurisdiction })).statusCode).toBe(200);
  };
  async function requested(m: PaymentsMember) {
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const res = await f.call('POST', API.withdraw, m.token, { accountId, amount: '20', requestId: newRequestId() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.orderNo as string;
  }
  const listed = async (m: PaymentsMember, orderNo: string) =>
    ((await f.call('GET', API.withdrawals, m.token)).json().value as Array<{ orderNo: string; expected: unknown }>).find(
      (w) => w.orderNo === orderNo,
    );
  const recorded = async (m: PaymentsMember) =>
    ((await f.call('GET', `${API.accountRecord}?type=withdrawal`, m.token)).json().value.list as Array<Record<string, unknown>>)[0];

  it('tells a member under review when to expect the money, the same on both screens, then that it is overdue', async () => {
    await switchTo('NONE');
    const m = await f.member({ cash: 10_000n });
    const orderNo = await requested(m);
    const expected = { expectedBy: new Date(clock.now() + 24 * 60 * MINUTE).toISOString(), overdue: false };
    expect(await listed(m, orderNo)).toMatchObject({ status: 'pending', expected });
    expect(await recorded(m)).toMatchObject({ status: 'pending', reference: orderNo, expected });
    clock.advance(24 * 60 * MINUTE);
    expect((await listed(m, orderNo))?.expected).toMatchObject({ overdue: true });
    expect(await recorded(m)).toMatchObject({ expected: { overdue: true } });
  });

  it('holds to the legal payout deadline under BR, and expects nothing once paid', async () => {
    await switchTo('NONE');
    const m = await f.member({ cash: 10_000n });
    await switchTo('BR');
    const orderNo = await requested(m);
    const expectedBy = new Date(clock.now() + 120 * MINUTE).toISOString();
    expect(await listed(m, orderNo)).toMatchObject({ expected: { expectedBy, overdue: false } });
    const approve = await f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision: 'approve' });
    expect(approve.json().value.status).toBe('paid');
    expect(await listed(m, orderNo)).toMatchObject({ status: 'paid', expected: null });
    const record = await recorded(m);
    expect(record).toMatchObject({ status: 'done', reference: orderNo });
    expect(record).not.toHaveProperty('expected');
    await switchTo('NONE');
  });
});
