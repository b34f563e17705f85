import { API, TOTAL_COUNT_HEADER, type Adjustment } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { memberWithMoney } from '../../test/money.js';
import { createOperator, type SignedInOperator } from '../../test/operators.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import * as members from '../members/members.service.js';
import type { AdjustmentsDeps } from './adjustments.deps.js';
import { decideAdjustment, requestAdjustment } from './adjustments.service.js';
import type { MoneyActor } from './four-eyes.js';

const ALICE: MoneyActor = { kind: 'operator', id: 90_001, name: 'alice' };
const BRUNO: MoneyActor = { kind: 'operator', id: 90_002, name: 'bruno' };
const CLI: MoneyActor = { kind: 'cli', id: null, name: null };
const KEY: MoneyActor = { kind: 'api-key', id: 90_001, name: 'reports' };

const body = (memberId: number, direction: 'credit' | 'debit', amount: string) => ({
  memberId,
  direction,
  amount,
  reasonCode: 'goodwill' as const,
  reasonText: 'compensação por instabilidade',
});

describe.each(testDatabases())('manual balance adjustments on %s', (kind) => {
  let t: TestApp;
  let deps: AdjustmentsDeps;
  let merchantId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    deps = { db: t.database.db, clock: Date.now, ledger: t.app.ledger, approvalAbove: t.config.approvals.adjustmentAbove };
    merchantId = (await memberWithMoney(t)).merchantId;
  });
  afterAll(() => t.close());

  const cash = async (memberId: number) => (await t.app.ledger.memberBalances(merchantId, memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const transfersOf = async (adjustmentId: number) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`adjustment:${adjustmentId}`} and code = 'manual_adjustment'`,
      ),
    )[0]!.n;

  it('applies an adjustment at or under the threshold at once, with one ledger transfer', async () => {
    const m = await memberWithMoney(t, 5_000n);
    expect(t.config.approvals.adjustmentAbove).toBe(100_000n);
    const credit = await requestAdjustment(deps, merchantId, ALICE, body(m.memberId, 'credit', '1000.00'));
    expect(credit).toMatchObject({
      status: 'applied',
      amount: '1000.00',
      username: m.username,
      requestedBy: { id: ALICE.id, name: 'alice' },
    });
    expect(credit.transferId).toEqual(expect.any(Number));
    expect(await cash(m.memberId)).toBe(105_000n);
    const debit = await requestAdjustment(deps, merchantId, CLI, body(m.memberId, 'debit', '50.00'));
    expect(debit).toMatchObject({ status: 'applied', requestedBy: { id: null, name: 'cli' } });
    expect(await cash(m.memberId)).toBe(100_000n);
    expect(await transfersOf(credit.id)).toBe(1);
  });

  it('refuses a debit beyond the cash balance, storing and moving nothing', async () => {
    const m = await memberWithMoney(t, 2_000n);
    await expect(requestAdjustment(deps, merchantId, ALICE, body(m.memberId, 'debit', '20.01'))).rejects.toMatchObject({
      reason: 'insufficient_funds',
    });
    expect(await cash(m.memberId)).toBe(2_000n);
    const stored = await t.database.db.execute(sql`select count(*)::int as n from balance_adjustments where member_id = ${m.memberId}`);
    expect(rowsOf<{ n: number }>(stored)[0]!.n).toBe(0);
  });

  it('keeps one above the threshold pending until a second operator approves; the requester and machines cannot', async () => {
    const m = await memberWithMoney(t, 0n);
    const pending = await requestAdjustment(deps, merchantId, ALICE, body(m.memberId, 'credit', '1000.01'));
    expect(pending).toMatchObject({ status: 'pending', decidedBy: null, transferId: null });
    expect(await cash(m.memberId)).toBe(0n);
    const approve = { decision: 'approve' as const };
    await expect(decideAdjustment(deps, merchantId, ALICE, pending.id, approve)).rejects.toMatchObject({ code: 'four.eyes.same.operator' });
    await expect(decideAdjustment(deps, merchantId, CLI, pending.id, approve)).rejects.toMatchObject({
      code: 'four.eyes.operator.required',
    });
    // An API key with the requester's number is still a machine, not the operator.
    await expect(decideAdjustment(deps, merchantId, KEY, pending.id, approve)).rejects.toMatchObject({
      code: 'four.eyes.operator.required',
    });
    expect(await cash(m.memberId)).toBe(0n);
    const { before, after } = await decideAdjustment(deps, merchantId, BRUNO, pending.id, { ...approve, note: 'ok' });
    expect(before.status).toBe('pending');
    expect(after).toMatchObject({ status: 'applied', decidedBy: { id: BRUNO.id, name: 'bruno' }, decisionNote: 'ok' });
    expect(await cash(m.memberId)).toBe(100_001n);
    await expect(decideAdjustment(deps, merchantId, { ...BRUNO, id: 90_003 }, pending.id, approve)).rejects.toMatchObject({
      code: 'adjustment.already.decided',
    });
    expect(await transfersOf(pending.id)).toBe(1);
  });

  it('moves nothing on rejection, and a rejected adjustment cannot be approved', async () => {
    const m = await memberWithMoney(t, 0n);
    const pending = await requestAdjustment(deps, merchantId, ALICE, body(m.memberId, 'credit', '5000.00'));
    const { after } = await decideAdjustment(deps, merchantId, BRUNO, pending.id, { decision: 'reject', note: 'sem motivo' });
    expect(after).toMatchObject({ status: 'rejected', transferId: null });
    await expect(decideAdjustment(deps, merchantId, BRUNO, pending.id, { decision: 'approve' })).rejects.toMatchObject({
      code: 'adjustment.already.decided',
    });
    expect(await cash(m.memberId)).toBe(0n);
    expect(await transfersOf(pending.id)).toBe(0);
  });

  it('leaves a large debit beyond the balance pending when approved, and applies it once the money is there', async () => {
    const m = await memberWithMoney(t, 100_000n);
    const pending = await requestAdjustment(deps, merchantId, ALICE, body(m.memberId, 'debit', '1500.00'));
    await expect(decideAdjustment(deps, merchantId, BRUNO, pending.id, { decision: 'approve' })).rejects.toMatchObject({
      reason: 'insufficient_funds',
    });
    const still = rowsOf<{ status: string }>(
      await t.database.db.execute(sql`select status from balance_adjustments where id = ${pending.id}`),
    );
    expect(still[0]!.status).toBe('pending');
    expect(await cash(m.memberId)).toBe(100_000n);
    await requestAdjustment(deps, merchantId, CLI, body(m.memberId, 'credit', '500.00'));
    expect((await decideAdjustment(deps, merchantId, BRUNO, pending.id, { decision: 'approve' })).after.status).toBe('applied');
    expect(await cash(m.memberId)).toBe(0n);
  });

  it('refuses a missing member and a trial account', async () => {
    await expect(requestAdjustment(deps, merchantId, ALICE, body(2_000_000_000, 'credit', '1.00'))).rejects.toMatchObject({
      code: 'player.not.found',
    });
    const trial = await members.createTrialMember(deps, merchantId, { ip: '127.0.0.1' });
    await expect(requestAdjustment(deps, merchantId, ALICE, body(trial.id, 'credit', '1.00'))).rejects.toMatchObject({
      code: 'adjustment.trial.member',
    });
    await expect(decideAdjustment(deps, merchantId, BRUNO, 987_654_321, { decision: 'approve' })).rejects.toMatchObject({
      code: 'adjustment.not.found',
    });
  });

  it('keeps every balance equal to the sum of its entries', async () => {
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });
});

describe.each(testDatabases())('adjustment calls on %s', (kind) => {
  let t: TestApp;
  let requester: SignedInOperator;
  let approver: SignedInOperator;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [requester, approver] = [await createOperator(t, 'support'), await createOperator(t, 'finance')];
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const decide = (id: number, headers: Record<string, string>, decision = 'approve') =>
    post(API.operatorAdjustmentDecision.replace(':id', String(id)), headers, { decision });

  it('asks, refuses the requester and a key as approvers, applies on another operator, and audits before and after', async () => {
    const m = await memberWithMoney(t, 0n);
    const asked = await post(API.operatorAdjustments, requester.headers, body(m.memberId, 'credit', '2500.00'));
    expect(asked.statusCode).toBe(200);
    const adjustment = asked.json().value as Adjustment;
    expect(adjustment).toMatchObject({ status: 'pending', requestedBy: { id: requester.id, name: requester.username } });
    // Support may ask but not approve (the role matrix), even someone else's request.
    expect((await decide(adjustment.id, requester.headers)).json().errorCode).toBe('operator.permission.denied');
    expect((await decide(adjustment.id, operatorHeaders)).json()).toMatchObject({ errorCode: 'four.eyes.operator.required' });
    const own = await post(API.operatorAdjustments, approver.headers, body(m.memberId, 'credit', '2000.00'));
    expect((await decide(own.json().value.id, approver.headers)).json().errorCode).toBe('four.eyes.same.operator');
    const approved = await decide(adjustment.id, approver.headers);
    expect(approved.json().value).toMatchObject({ status: 'applied', decidedBy: { id: approver.id } });
    expect((await decide(adjustment.id, approver.headers)).statusCode).toBe(409);
    expect((await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash')).toBe(250_000n);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAudit}?objectType=adjustments&objectId=${adjustment.id}`,
      headers: operatorHeaders,
    });
    expect(audit.json().value.rows[0]).toMatchObject({
      actor: { kind: 'operator', id: approver.id },
      before: { status: 'pending', amount: '2500.00' },
      after: { decision: 'approve' },
    });
  });

  it('lists with filters, member usernames and the whole count', async () => {
    const m = await memberWithMoney(t, 0n);
    for (const amount of ['1.00', '2.00', '3000.00'])
      await post(API.operatorAdjustments, requester.headers, body(m.memberId, 'credit', amount));
    const list = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAdjustments}?memberId=${m.memberId}&limit=2`,
      headers: approver.headers,
    });
    expect(list.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(list.json().value.map((a: Adjustment) => [a.amount, a.status, a.username])).toEqual([
      ['3000.00', 'pending', m.username],
      ['2.00', 'applied', m.username],
    ]);
    const pending = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAdjustments}?memberId=${m.memberId}&status=pending&requestedById=${requester.id}&page=1`,
      headers: approver.headers,
    });
    expect(pending.json().value.map((a: Adjustment) => a.amount)).toEqual(['3000.00']);
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const m = await memberWithMoney(t, 0n);
    const bad = await post(API.operatorAdjustments, requester.headers, {
      ...body(m.memberId, 'credit', '10.001'),
      reasonCode: 'gift',
      reasonText: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().data.fields as Array<{ path: string }>).map((f) => f.path).sort();
    expect(paths).toEqual(['amount', 'reasonCode', 'reasonText']);
    expect((await post(API.operatorAdjustments, requester.headers, body(m.memberId, 'credit', '0.00'))).statusCode).toBe(400);
    expect((await decide(1, approver.headers, 'maybe')).statusCode).toBe(400);
  });

  it.runIf(kind === 'postgres')('moves the balance once for 10 approvals at once by 10 different operators', async () => {
    const m = await memberWithMoney(t, 0n);
    const asked = (await post(API.operatorAdjustments, requester.headers, body(m.memberId, 'credit', '7777.77'))).json()
      .value as Adjustment;
    const approvers: SignedInOperator[] = [];
    for (let i = 0; i < 10; i += 1) approvers.push(await createOperator(t, 'finance'));
    const answers = await Promise.all(approvers.map((a) => decide(asked.id, a.headers)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'adjustment.already.decided')).toHaveLength(9);
    expect((await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash')).toBe(777_777n);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });
});
