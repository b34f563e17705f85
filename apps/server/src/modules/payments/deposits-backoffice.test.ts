import { API, TOTAL_COUNT_HEADER, type BackofficeDeposit, type Reconciliation } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

describe.each(testDatabases())('the back office deposits on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  const started = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  async function order(m: PaymentsMember, amount: string) {
    const orderNo = (await f.deposit(m, amount)).json().value.orderNo as string;
    return { orderNo, txid: await f.txidOf(orderNo) };
  }
  const list = (query: string) => f.operator('GET', `${API.operatorDeposits}?${query}`);
  const reconcile = async (query = '') => {
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await f.operator('GET', `${API.operatorReconciliation}?from=${started.toISOString()}&to=${to}${query}`);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().value as Reconciliation;
  };

  it('lists with status, member, username and period filters, the PSP ids and the whole count', async () => {
    const m = await f.member();
    const paid = await order(m, '30.00');
    await f.pay(paid.txid);
    await order(m, '40.00');
    const all = await list(`memberId=${m.memberId}`);
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(all.json().value.map((d: BackofficeDeposit) => [d.amount, d.status, d.username])).toEqual([
      ['40.00', 'pending', m.username],
      ['30.00', 'paid', m.username],
    ]);
    const settled = (await list(`username=${m.username}&status=paid`)).json().value as BackofficeDeposit[];
    expect(settled).toEqual([
      expect.objectContaining({ orderNo: paid.orderNo, txid: paid.txid, endToEndId: expect.stringMatching(/^E\d{8}/) }),
    ]);
    const second = await list(`memberId=${m.memberId}&limit=1&page=2`);
    expect(second.json().value.map((d: BackofficeDeposit) => d.amount)).toEqual(['30.00']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`memberId=${m.memberId}&from=${encodeURIComponent(future)}`)).json().value).toEqual([]);
    expect((await list(`memberId=${m.memberId}&to=${encodeURIComponent(future)}`)).json().value).toHaveLength(2);
    expect((await list('from=yesterday')).statusCode).toBe(400);
  });

  it('reconciles the PSP against the ledger: matched, paid but not credited, credited but not paid, amounts apart', async () => {
    const m = await f.member();
    const matched = await order(m, '10.00');
    await f.pay(matched.txid);
    // Paid at the PSP, its webhook not delivered yet: the ledger has no credit.
    const lost = await order(m, '20.00');
    await f.pay(lost.txid, 'none');
    // Credited, yet the PSP knows no payment (as a forged credit would be).
    const forged = await order(m, '30.00');
    const credit = await t.app.ledger.transfer({
      merchantId: m.merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('psp.clearing'),
      credit: memberAccount(m.memberId, 'cash'),
      amount: 3_000n,
      code: 'deposit',
      idempotencyKey: `deposit:${forged.orderNo}`,
    });
    await t.database.db.execute(
      sql`update deposit_orders set status = 'paid', paid_at = now(), ledger_transfer_id = ${credit.transferId} where txid = ${forged.txid}`,
    );
    // The PSP received another amount than the order's and its credit.
    const apart = await order(m, '40.00');
    await f.pay(apart.txid);
    await t.database.db.execute(sql`update pix_sandbox_charges set amount = 4100 where txid = ${apart.txid}`);

    const report = await reconcile('&includeMatched=true');
    const mine = (txid: string) => report.lines.find((line) => line.txid === txid);
    expect(mine(matched.txid)).toMatchObject({
      kind: 'matched',
      orderNo: matched.orderNo,
      username: m.username,
      pspAmount: '10.00',
      ledgerAmount: '10.00',
    });
    expect(mine(lost.txid)).toMatchObject({ kind: 'paid_not_credited', orderStatus: 'pending', pspAmount: '20.00', ledgerAmount: null });
    expect(mine(forged.txid)).toMatchObject({ kind: 'credited_not_paid', pspAmount: null, ledgerAmount: '30.00' });
    expect(mine(apart.txid)).toMatchObject({ kind: 'amount_mismatch', orderAmount: '40.00', pspAmount: '41.00', ledgerAmount: '40.00' });
    expect(report.counts).toMatchObject({ paid_not_credited: 1, credited_not_paid: 1, amount_mismatch: 1 });
    const paidHere = rowsOf<{ n: number; total: string }>(
      await t.database.db.execute(
        sql`select count(*)::int as n, sum(amount)::text as total from pix_sandbox_charges where status = 'CONCLUIDA' and paid_at >= ${started}`,
      ),
    )[0]!;
    expect(report.psp).toEqual({ count: paidHere.n, amount: (Number(paidHere.total) / 100).toFixed(2) });
    expect(report.counts.matched).toBe(report.lines.filter((line) => line.kind === 'matched').length);

    // The webhook arrives: the deposit is credited and matches.
    await t.app.payments.reconcile();
    const after = await reconcile();
    expect(after.lines.find((line) => line.txid === lost.txid)).toBeUndefined();
    expect(after.counts.paid_not_credited).toBe(0);
    expect(after.counts.matched).toBe(report.counts.matched + 1);
  });

  it('refuses a period given backwards or longer than 31 days', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const call = (from: string, to: string) => f.operator('GET', `${API.operatorReconciliation}?from=${from}&to=${to}`);
    expect((await call(at(0), at(-1_000))).json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await call(at(-32 * 86_400_000), at(0))).statusCode).toBe(400);
    expect((await f.operator('GET', API.operatorReconciliation)).statusCode).toBe(400);
  });
});
