import { API, TOTAL_COUNT_HEADER, type BackofficeWithdrawal, type WithdrawalDetail } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, newRequestId, paymentsFixture, type PaymentsMember } from './payments.test-support.js';

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;

describe.each(testDatabases())('the back office withdrawal queue on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  async function withdraw(m: PaymentsMember, amount: string, account: Record<string, unknown> = {}) {
    const added = await f.addAccount(m, account);
    const accountId = (
      added.statusCode === 200 ? added.json().value.id : (await f.call('GET', API.withdrawInfo, m.token)).json().value.accounts[0].id
    ) as number;
    const res = await f.call('POST', API.withdraw, m.token, { accountId, amount, requestId: newRequestId() });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().value.orderNo as string;
  }
  const list = (query: string) => f.operator('GET', `${API.operatorWithdrawals}?${query}`);
  const one = async (m: PaymentsMember) => (await list(`memberId=${m.memberId}`)).json().value[0] as BackofficeWithdrawal;
  const detail = async (orderNo: string, language = 'en') =>
    (
      await t.app.inject({
        method: 'GET',
        url: API.operatorWithdrawal.replace(':orderNo', orderNo),
        headers: { ...operatorHeaders, language },
      })
    ).json().value as WithdrawalDetail;
  async function paidDeposit(m: PaymentsMember, amount: string) {
    const orderNo = (await f.deposit(m, amount)).json().value.orderNo as string;
    await f.pay(await f.txidOf(orderNo));
    return orderNo;
  }
  /** A completed real-money round of the member, started now (as the seamless wallet records one). */
  async function playedRound(m: PaymentsMember, stakeMinor: bigint) {
    await t.database.db
      .execute(sql`insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, settled_at)
      values (${m.merchantId}, ${m.memberId}, 'TESTV', ${unique('round')}, 'g1', 'BRL', 'completed', ${stakeMinor.toString()}::bigint, 0, now())`);
  }

  it('shows the member, the whole key, the cash left and no flag for a clean withdrawal', async () => {
    const m = await f.member({ cash: 10_000n, deviceId: unique('device') });
    const orderNo = await withdraw(m, '30.00');
    expect(await one(m)).toMatchObject({
      orderNo,
      memberId: m.memberId,
      username: m.username,
      cpf: m.cpf,
      pixKey: m.cpf,
      holderCpf: m.cpf,
      holderName: 'Maria da Silva',
      cashBalance: '70.00',
      flags: [],
      needsTwoApprovals: false,
      firstApproval: null,
      awaitingSecondApproval: false,
    });
  });

  it('flags a withdrawal within 24 h of a deposit not played through, and not one played through', async () => {
    const quick = await f.member({ deviceId: unique('device') });
    const depositNo = await paidDeposit(quick, '100.00');
    await playedRound(quick, 9_999n);
    const orderNo = await withdraw(quick, '50.00');
    expect((await one(quick)).flags).toEqual(['deposit_without_play']);
    const flag = (await detail(orderNo)).flags[0];
    expect(flag).toMatchObject({ code: 'deposit_without_play', deposit: { orderNo: depositNo, amount: '100.00', turnover: '99.99' } });
    expect(flag?.explanation).toMatch(/deposit of R\$ 100\.00 .* R\$ 99\.99 wagered/);
    expect((await detail(orderNo, 'pt')).flags[0]?.explanation).toMatch(/depósito de R\$ 100,00/);
    const player = await f.member({ deviceId: unique('device') });
    await paidDeposit(player, '100.00');
    await playedRound(player, 10_000n);
    await withdraw(player, '50.00');
    expect((await one(player)).flags).toEqual([]);
  });

  it('flags a member sharing a device or an address with another member in the last 30 days', async () => {
    const device = unique('device');
    const a = await f.member({ cash: 5_000n, deviceId: device });
    const b = await f.member({ cash: 5_000n, deviceId: device });
    const orderNo = await withdraw(a, '20.00');
    expect((await one(a)).flags).toEqual(['shared_device']);
    expect((await detail(orderNo)).flags).toEqual([
      expect.objectContaining({
        code: 'shared_device',
        sharedWith: [{ memberId: b.memberId, username: b.username, via: 'device', value: device }],
      }),
    ]);
    const ip = `10.77.${serial % 250}.${(serial * 7) % 250}`;
    const c = await f.member({ cash: 5_000n, ip });
    await f.member({ ip });
    await withdraw(c, '20.00');
    expect((await one(c)).flags).toEqual(['shared_device']);
  });

  it("flags a PIX key that is another member's payout key", async () => {
    const key = `${unique('chave')}@example.com`;
    const owner = await f.member({ deviceId: unique('device') });
    expect((await f.addAccount(owner, { pixKeyType: 'EMAIL', pixKey: key })).statusCode).toBe(200);
    const m = await f.member({ cash: 5_000n, deviceId: unique('device') });
    const orderNo = await withdraw(m, '20.00', { pixKeyType: 'EMAIL', pixKey: key });
    expect((await one(m)).flags).toEqual(['shared_payout_key']);
    const { flags } = await detail(orderNo);
    expect(flags[0]).toMatchObject({
      code: 'shared_payout_key',
      sharedWith: [{ memberId: owner.memberId, via: 'payout_account', value: key }],
    });
  });

  it('filters by status, member, username, amounts and flags, and pages with the whole count', async () => {
    const device = unique('device');
    const m = await f.member({ cash: 100_000n, deviceId: device });
    for (const amount of ['20.00', '30.00', '40.00']) await withdraw(m, amount);
    const page = await list(`memberId=${m.memberId}&limit=2&page=2`);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(page.json().value.map((w: BackofficeWithdrawal) => w.amount)).toEqual(['20.00']);
    const ranged = await list(`username=${m.username}&minAmount=25.00&maxAmount=40.00&status=pending`);
    expect(ranged.json().value.map((w: BackofficeWithdrawal) => w.amount)).toEqual(['40.00', '30.00']);
    expect((await list(`memberId=${m.memberId}&flagged=true`)).json().value).toEqual([]);
    await f.member({ deviceId: device });
    const flagged = await list(`memberId=${m.memberId}&flagged=true`);
    expect(flagged.json().value).toHaveLength(3);
    expect(flagged.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect((await list(`username=nobody-${unique('x')}`)).json().value).toEqual([]);
    expect((await list('minAmount=1.5')).statusCode).toBe(400);
    expect((await list('flagged=yes&page=0')).json().data.fields.map((e: { path: string }) => e.path)).toEqual(['flagged', 'page']);
  });

  it('bounds the creation time by from and to, both included, flagged or not', async () => {
    const device = unique('device');
    const m = await f.member({ cash: 100_000n, deviceId: device });
    // The day before in São Paulo, its first instant and its last millisecond.
    const times = { '21.00': '2026-03-01T02:59:59.999Z', '22.00': '2026-03-01T03:00:00.000Z', '23.00': '2026-03-02T02:59:59.999Z' };
    for (const [amount, at] of Object.entries(times)) {
      const orderNo = await withdraw(m, amount);
      await t.database.db.execute(sql`update withdrawals set created_at = ${at}::timestamptz where order_no = ${orderNo}`);
    }
    const amounts = async (query: string) => {
      const res = await list(`memberId=${m.memberId}&${query}`);
      return { amounts: res.json().value.map((w: BackofficeWithdrawal) => w.amount), total: res.headers[TOTAL_COUNT_HEADER] };
    };
    const day = `from=${encodeURIComponent('2026-03-01T00:00:00-03:00')}&to=${encodeURIComponent('2026-03-01T23:59:59.999-03:00')}`;
    expect(await amounts(day)).toEqual({ amounts: ['23.00', '22.00'], total: '2' });
    expect(await amounts(`to=${encodeURIComponent('2026-02-28T23:59:59.999-03:00')}`)).toEqual({ amounts: ['21.00'], total: '1' });
    expect(await amounts('from=2026-03-02T00:00:00Z')).toEqual({ amounts: ['23.00'], total: '1' });
    await f.member({ deviceId: device });
    expect(await amounts(`${day}&flagged=true`)).toEqual({ amounts: ['23.00', '22.00'], total: '2' });
    const malformed = await list('from=2026-03-01&to=yesterday');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields.map((e: { path: string }) => e.path)).toEqual(['from', 'to']);
    expect((await list('to=2026-03-01T12:00:00')).statusCode).toBe(400);
  });

  it("details the member's deposits, rounds and the payout's progress at the PSP", async () => {
    const m = await f.member({ deviceId: unique('device') });
    await paidDeposit(m, '80.00');
    await playedRound(m, 8_000n);
    const orderNo = await withdraw(m, '25.00');
    const before = await detail(orderNo);
    expect(before).toMatchObject({
      member: { id: m.memberId, username: m.username, cpf: m.cpf, cashBalance: '55.00' },
      deposits: [{ amount: '80.00', status: 'paid' }],
      rounds: [{ vendor: 'TESTV', stake: '80.00', win: '0.00', status: 'completed' }],
      flags: [],
      firstApproval: null,
      payout: { status: 'not_sent', endToEndId: null, reason: null },
    });
    await f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', orderNo), { decision: 'approve' });
    expect((await detail(orderNo)).payout).toMatchObject({ status: 'paid', endToEndId: expect.stringMatching(/^E\d{8}/) });
    expect((await f.operator('GET', API.operatorWithdrawal.replace(':orderNo', 'W404'))).json().errorCode).toBe('withdrawal.not.found');
  });
});
