import { addMerchantDays, API, merchantDayOf, merchantDayStart, type Report } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { accountIds, keyOf, ledgerTotals, pastRound, pastTransfer, readReport, reportUrl } from './reports.test-support.js';

const TODAY = merchantDayOf(Date.now());
const YESTERDAY = addMerchantDays(TODAY, -1);
const noonOf = (day: string) => new Date(merchantDayStart(day).getTime() + 12 * 3_600_000);

describe.each(testDatabases())('the reports on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let agent: PaymentsMember;
  let a: PaymentsMember;
  let b: PaymentsMember;
  let seq = 0;
  const fold = () => t.app.reports.fold.pass();

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
    [agent, a, b] = [await f.member(), await f.member(), await f.member()];
    // A and B are the agent's downline (the reports read the member's upline when they fold).
    await t.database.db.execute(sql`update members set upline_member_id = ${agent.memberId} where id in (${a.memberId}, ${b.memberId})`);
  });
  afterAll(() => t.close());

  async function paidDeposit(m: PaymentsMember, amount: string) {
    const orderNo = (await f.deposit(m, amount)).json().value.orderNo as string;
    await f.pay(await f.txidOf(orderNo));
  }
  async function paidWithdrawal(m: PaymentsMember, amount: string) {
    const accountId = (await f.addAccount(m)).json().value.id as number;
    const orderNo = (await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() })).json().value.orderNo;
    await f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo as string), { decision: 'approve' });
  }
  /** A round through the ledger's moves: a bet, then a win that ends it. */
  async function playedRound(m: PaymentsMember, game: string, stake: bigint, win: bigint) {
    const player = { merchantId: m.merchantId, memberId: m.memberId, currency: 'BRL' };
    const round = { vendor: 'TESTV', roundId: `rep-${kind}-${(seq += 1)}`, gameCode: game, at: new Date() };
    await t.app.ledger.moves.bet(player, { ...round, transactionId: `${round.roundId}-b`, amount: stake, request: { stake } });
    await t.app.ledger.moves.win(player, { ...round, transactionId: `${round.roundId}-w`, amount: win, request: { win }, endRound: true });
  }
  async function bonus(m: PaymentsMember, amount: bigint, back = false) {
    const [member, house] = [memberAccount(m.memberId, 'bonus'), houseAccount('house.bonus')];
    await t.app.ledger.transfer({
      merchantId: m.merchantId,
      currency: 'BRL',
      debit: back ? member : house,
      credit: back ? house : member,
      amount,
      code: 'bonus',
      idempotencyKey: `rep-bonus-${kind}-${(seq += 1)}`,
    });
  }

  /** Yesterday (rows with yesterday's times) and today (through the real paths): every kind of figure on both days. */
  async function twoDaysOfActivity() {
    const ids = await accountIds(t, a.merchantId, a.memberId);
    const at = noonOf(YESTERDAY);
    await pastTransfer(t, {
      merchantId: a.merchantId,
      code: 'deposit',
      debit: ids.clearing,
      credit: ids.cash,
      amount: 30_000,
      at,
      key: `rep-y-${kind}-1`,
    });
    await pastTransfer(t, {
      merchantId: a.merchantId,
      code: 'bonus',
      debit: ids.houseBonus,
      credit: ids.bonus,
      amount: 1_500,
      at,
      key: `rep-y-${kind}-2`,
    });
    await pastRound(t, {
      merchantId: a.merchantId,
      memberId: a.memberId,
      at,
      game: 'rep-slot',
      stake: 5_000,
      win: 1_000,
      id: `rep-y-${kind}-r1`,
    });
    await pastRound(t, {
      merchantId: a.merchantId,
      memberId: a.memberId,
      at,
      game: 'rep-dice',
      stake: 2_000,
      win: 7_000,
      id: `rep-y-${kind}-r2`,
    });
    await pastRound(t, {
      merchantId: b.merchantId,
      memberId: b.memberId,
      at,
      game: 'rep-slot',
      stake: 4_000,
      win: 0,
      id: `rep-y-${kind}-r3`,
    });
    await paidDeposit(a, '200.00');
    await paidDeposit(b, '80.00');
    await paidDeposit(a, '20.00');
    await paidWithdrawal(a, '50.00');
    await bonus(b, 2_500n);
    await bonus(b, 500n, true);
    await playedRound(a, 'rep-slot', 1_000n, 300n);
    await playedRound(b, 'rep-dice', 2_500n, 0n);
  }

  it("says for each day and for the range what the ledger's transfers and the rounds sum to", async () => {
    await fold();
    await twoDaysOfActivity();
    await fold();
    const report = await readReport(t, YESTERDAY, TODAY);
    expect(report.rows.map((r) => r.key)).toEqual([YESTERDAY, TODAY]);
    expect(report.totals).toEqual(await ledgerTotals(t, a.merchantId, YESTERDAY, TODAY));
    for (const row of report.rows) {
      const { key: _key, label: _label, ...figures } = row;
      expect(figures, row.key).toEqual(await ledgerTotals(t, a.merchantId, row.key, row.key));
    }
    // Yesterday's own figures are exactly the fixture's (the template's seeded activity is of another day).
    const yesterday = report.rows[0]!;
    expect(yesterday).toMatchObject({ bets: '110.00', wins: '80.00', ggr: '30.00', bonusCost: '15.00', ngr: '15.00' });
    expect(yesterday.deposits).toEqual({ count: 1, amount: '300.00' });
    expect(yesterday.activePlayers).toBe(2);
  });

  it('groups the range by game, vendor, category and agent with the same totals', async () => {
    const byGame = await readReport(t, YESTERDAY, YESTERDAY, 'game');
    expect(byGame.rows.find((r) => r.key === 'TESTV/rep-slot')).toMatchObject({ rounds: 2, bets: '90.00', wins: '10.00', ggr: '80.00' });
    expect(byGame.rows.find((r) => r.key === 'TESTV/rep-dice')).toMatchObject({ rounds: 1, ggr: '-50.00', activePlayers: null });
    const byAgent = await readReport(t, YESTERDAY, TODAY, 'agent');
    const mine = byAgent.rows.find((r) => r.key === String(agent.memberId));
    expect(mine).toMatchObject({ label: agent.username, bets: '145.00', wins: '83.00', ggr: '62.00', bonusCost: '35.00', ngr: '27.00' });
    expect(mine?.deposits).toEqual({ count: 4, amount: '600.00' });
    expect(mine?.withdrawals).toEqual({ count: 1, amount: '50.00' });
    // A's first deposit was yesterday's, B's today's 80.00.
    expect(mine?.firstDeposits).toEqual({ count: 2, amount: '380.00' });
    for (const groupBy of ['game', 'vendor', 'category', 'agent']) {
      const grouped = await readReport(t, YESTERDAY, TODAY, groupBy);
      expect(grouped.totals, groupBy).toEqual((await readReport(t, YESTERDAY, TODAY)).totals);
      const ggrCents = grouped.rows.reduce((sum, r) => sum + Math.round(Number(r.ggr) * 100), 0);
      expect(ggrCents, groupBy).toBe(Math.round(Number(grouped.totals.ggr) * 100));
    }
  });

  it('sends the ranked groupings a page at a time, biggest GGR first, with their count; days whole', async () => {
    const page = (groupBy: string, n: number, limit: number) =>
      readReport(t, YESTERDAY, TODAY, groupBy, operatorHeaders, { page: n, limit });
    for (const groupBy of ['game', 'agent']) {
      const all = await readReport(t, YESTERDAY, TODAY, groupBy);
      expect([all.total >= 2, all.total], groupBy).toEqual([true, all.rows.length]);
      const first = await page(groupBy, 1, 1);
      const second = await page(groupBy, 2, 1);
      expect([first.total, second.total], groupBy).toEqual([all.total, all.total]);
      expect([...first.rows, ...second.rows], groupBy).toEqual(all.rows.slice(0, 2));
      expect(Number(first.rows[0]!.ggr), groupBy).toBeGreaterThanOrEqual(Number(second.rows[0]!.ggr));
      const past = await page(groupBy, all.total + 1, 1);
      expect([past.rows, past.total, past.page], groupBy).toEqual([[], all.total, all.total + 1]);
    }
    const days = await page('day', 2, 1);
    expect([days.rows.map((r) => r.key), days.total, days.page]).toEqual([[YESTERDAY, TODAY], 2, 1]);
  });

  it('catches up with rounds that land after a fold, and folding again or rebuilding adds nothing', async () => {
    const before = await readReport(t, YESTERDAY, TODAY);
    await pastRound(t, {
      merchantId: a.merchantId,
      memberId: a.memberId,
      at: noonOf(YESTERDAY),
      game: 'rep-slot',
      stake: 900,
      win: 0,
      id: `rep-late-${kind}`,
    });
    await playedRound(b, 'rep-slot', 700n, 1_400n);
    expect((await readReport(t, YESTERDAY, TODAY)).totals).toEqual(before.totals);
    await fold();
    const after = await readReport(t, YESTERDAY, TODAY);
    expect(after.rows[0]).toMatchObject({ bets: '119.00', ggr: '39.00' });
    expect(Number(after.totals.bets) * 100 - Number(before.totals.bets) * 100).toBeCloseTo(1_600);
    expect(after.totals).toEqual(await ledgerTotals(t, a.merchantId, YESTERDAY, TODAY));
    await fold();
    await fold();
    expect((await readReport(t, YESTERDAY, TODAY)).totals).toEqual(after.totals);
    await t.app.reports.fold.rebuild();
    const rebuilt: Report = await readReport(t, YESTERDAY, TODAY, 'agent');
    expect(rebuilt.totals).toEqual(after.totals);
    expect(rebuilt.rows).toEqual((await readReport(t, YESTERDAY, TODAY, 'agent')).rows);
  });

  it("adds an agent's whole months, whole weeks and ragged days from their rollups", async () => {
    const [from, to] = [addMerchantDays(TODAY, -100), TODAY];
    for (const [i, back] of [40, 75, 99].entries()) {
      const at = noonOf(addMerchantDays(TODAY, -back));
      await pastRound(t, {
        merchantId: a.merchantId,
        memberId: a.memberId,
        at,
        game: 'rep-slot',
        stake: 1_000 * (i + 1),
        win: 0,
        id: `rep-m-${kind}-${i}`,
      });
    }
    await fold();
    const byAgent = await readReport(t, from, to, 'agent');
    const sum = (pick: (r: Report['rows'][number]) => string | number | null) =>
      byAgent.rows.reduce((total, r) => total + Math.round(Number(pick(r)) * 100), 0);
    const cents = (value: string | number | null) => Math.round(Number(value) * 100);
    const totals = byAgent.totals;
    expect(totals).toEqual(await ledgerTotals(t, a.merchantId, from, to));
    expect(sum((r) => r.bets)).toBe(cents(totals.bets));
    expect(sum((r) => r.ngr)).toBe(cents(totals.ngr));
    expect(sum((r) => r.deposits.amount)).toBe(cents(totals.deposits.amount));
    expect(sum((r) => r.firstDeposits.count)).toBe(cents(totals.firstDeposits.count));
    expect(sum((r) => r.registrations)).toBe(cents(totals.registrations));
    expect(sum((r) => r.activePlayers)).toBe(cents(totals.activePlayers));
    const mine = byAgent.rows.find((r) => r.key === String(agent.memberId))!;
    // R$ 161,00 of the days before (145 + the 9 and 7 that landed late) and the three older rounds' R$ 60,00.
    expect(mine.bets).toBe('221.00');
    // 40 days back: the whole weeks in it (no month need be whole) come from the weekly rows.
    const weeks = await readReport(t, addMerchantDays(TODAY, -40), TODAY, 'agent');
    expect([weeks.totals, weeks.rows.find((r) => r.key === String(agent.memberId))?.bets]).toEqual([
      await ledgerTotals(t, a.merchantId, addMerchantDays(TODAY, -40), TODAY),
      '171.00',
    ]);
  });

  it('exports the same rows as CSV', async () => {
    const report = await readReport(t, YESTERDAY, TODAY, 'game');
    const res = await t.app.inject({
      method: 'GET',
      url: reportUrl(YESTERDAY, TODAY, 'game', API.operatorReportsCsv),
      headers: operatorHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-game-${YESTERDAY}-${TODAY}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^key,label,rounds,bets,wins,ggr,bonus_cost,ngr,/);
    expect(lines).toHaveLength(report.rows.length + 1);
    const slot = report.rows.find((r) => r.key === 'TESTV/rep-slot')!;
    const zeros = [0, '0.00', 0, '0.00', 0, '0.00', 0, ''];
    expect(lines).toContain(
      [slot.key, slot.label, slot.rounds, slot.bets, slot.wins, slot.ggr, slot.bonusCost, slot.ngr, ...zeros].join(','),
    );
  });

  it('lets finance and the auditor read, refuses a role without reports.read and writes no audit row for a read', async () => {
    const auditRows = async () =>
      (await t.app.inject({ method: 'GET', url: `${API.operatorAudit}?limit=50`, headers: operatorHeaders })).json().value.rows.length;
    const count = await auditRows();
    for (const role of ['finance', 'auditor'] as const) {
      expect((await readReport(t, YESTERDAY, TODAY, 'day', await keyOf(t, role))).rows).toHaveLength(2);
    }
    const support = await keyOf(t, 'support');
    for (const path of [API.operatorReports, API.operatorReportsCsv]) {
      const refused = await t.app.inject({ method: 'GET', url: reportUrl(YESTERDAY, TODAY, 'day', path), headers: support });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    }
    // Only the three key creations above are actions; reading a report is not.
    expect(await auditRows()).toBe(count + 3);
  });

  it('answers a bad range with a translated error, never a 5xx', async () => {
    const call = (query: string, language = 'pt') =>
      t.app.inject({ method: 'GET', url: `${API.operatorReports}?${query}`, headers: { ...operatorHeaders, language } });
    const backwards = await call(`from=${TODAY}&to=${YESTERDAY}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toMatch(/no máximo 366 dias/);
    expect((await call(`from=${TODAY}&to=${YESTERDAY}`, 'en')).body).toMatch(/at most 366 days/);
    expect((await call(`from=2025-01-01&to=2026-01-02`)).statusCode).toBe(400);
    expect((await call(`from=2025-02-30&to=2025-03-01`)).statusCode).toBe(400);
    expect((await call(`from=${TODAY}&to=${TODAY}&groupBy=player`)).statusCode).toBe(400);
    expect((await call(`from=${TODAY}&to=${TODAY}&limit=101`)).statusCode).toBe(400);
    expect((await call(`from=${TODAY}&to=${TODAY}&page=0`)).statusCode).toBe(400);
    expect((await call(`from=${TODAY}&to=${TODAY}&rows=5`)).statusCode).toBe(400);
    expect((await call(`to=${TODAY}`)).statusCode).toBe(400);
  });
});
