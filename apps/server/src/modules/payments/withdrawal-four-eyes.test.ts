import { API, type BackofficeWithdrawal } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createOperator, type SignedInOperator } from '../../test/operators.js';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

describe.each(testDatabases())('withdrawal approvals above the threshold on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let first: SignedInOperator;
  let second: SignedInOperator;

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
    [first, second] = [await createOperator(t, 'finance'), await createOperator(t, 'risk')];
  });
  afterAll(() => t.close());

  async function largeWithdrawal(amount = '6000.00'): Promise<{ m: PaymentsMember; orderNo: string }> {
    const m = await f.member({ cash: 1_000_000n });
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const res = await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { m, orderNo: res.json().value.orderNo as string };
  }
  const decide = (orderNo: string, headers: Record<string, string>, decision: 'approve' | 'reject' = 'approve') =>
    t.app.inject({ method: 'POST', url: API.operatorWithdrawalDecision.replace(':orderNo', orderNo), headers, payload: { decision } });
  const payoutsSent = async (orderNo: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pix_sandbox_payouts where idempotency_key = ${orderNo}`),
    )[0]!.n;

  it('pays only on a second approval by another operator, once; keys and the first approver cannot be the second', async () => {
    expect(t.config.approvals.withdrawalAbove).toBe(500_000n);
    const { m, orderNo } = await largeWithdrawal();
    expect((await decide(orderNo, operatorHeaders)).json().errorCode).toBe('four.eyes.operator.required');
    const once = await decide(orderNo, first.headers);
    expect(once.statusCode).toBe(200);
    expect(once.json().value as BackofficeWithdrawal).toMatchObject({
      status: 'pending',
      needsTwoApprovals: true,
      awaitingSecondApproval: true,
      firstApproval: { operatorId: first.id, operatorName: first.username },
    });
    expect(await payoutsSent(orderNo)).toBe(0);
    expect((await decide(orderNo, first.headers)).json().errorCode).toBe('four.eyes.same.operator');
    expect((await decide(orderNo, operatorHeaders)).json().errorCode).toBe('four.eyes.operator.required');
    const twice = await decide(orderNo, second.headers);
    expect(twice.json().value).toMatchObject({ status: 'paid', awaitingSecondApproval: false, firstApproval: { operatorId: first.id } });
    expect((await decide(orderNo, second.headers)).json().errorCode).toBe('withdrawal.state.invalid');
    expect(await payoutsSent(orderNo)).toBe(1);
    expect(await f.balances(m)).toEqual({ cash: 400_000n, held: 0n });
    const audit = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAudit}?objectType=withdrawals&objectId=${orderNo}`,
      headers: operatorHeaders,
    });
    expect(audit.json().value.rows.map((r: { before: { status: string } }) => r.before.status)).toEqual(['pending', 'pending']);
  });

  it('lets one operator reject, after a first approval too', async () => {
    const { m, orderNo } = await largeWithdrawal();
    await decide(orderNo, first.headers);
    expect((await decide(orderNo, first.headers, 'reject')).json().value).toMatchObject({
      status: 'rejected',
      awaitingSecondApproval: false,
    });
    expect(await f.balances(m)).toEqual({ cash: 1_000_000n, held: 0n });
    expect(await payoutsSent(orderNo)).toBe(0);
  });

  it('pays at or under the threshold on one approval, by a key too', async () => {
    const { orderNo } = await largeWithdrawal('5000.00');
    expect((await decide(orderNo, operatorHeaders)).json().value).toMatchObject({ status: 'paid', needsTwoApprovals: false });
  });

  it.runIf(kind === 'postgres')('sends one payout for second approvals by five operators at once', async () => {
    const { m, orderNo } = await largeWithdrawal();
    await decide(orderNo, first.headers);
    const others: SignedInOperator[] = [];
    for (let i = 0; i < 5; i += 1) others.push(await createOperator(t, 'finance'));
    const answers = await Promise.all(others.map((o) => decide(orderNo, o.headers)));
    const codes = answers.map((r) => (r.statusCode === 200 ? r.json().value.status : r.json().errorCode));
    expect(codes.filter((c) => c === 'paid')).toHaveLength(1);
    expect(codes.filter((c) => c === 'withdrawal.state.invalid')).toHaveLength(4);
    expect(await payoutsSent(orderNo)).toBe(1);
    expect(await f.balances(m)).toEqual({ cash: 400_000n, held: 0n });
  });
});
