import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../test/accounts.js';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { dayRange } from './records.service.js';

describe('dayRange', () => {
  it('reads dates as whole days in São Paulo time', () => {
    const { from, to } = dayRange('2026-11-01', '2026-11-02');
    expect(from?.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-11-03T03:00:00.000Z');
  });
});

describe.each(testDatabases())('wallet on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { seamlessVendors: [TEST_VENDOR] } });
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.wallet });
    expect([res.statusCode, res.json().errorCode]).toEqual([401, 'login.not.session']);
  });

  it('shows the balances with two decimals and the transfer-wallet vendors', async () => {
    const m = await memberWithMoney(t, 12_345n);
    const wallet = await memberCalls(t, m).wallet();
    expect(wallet).toMatchObject({
      currency: 'BRL',
      sumBalance: '123.45',
      cash: '123.45',
      bonus: '0.00',
      withdrawable: '123.45',
      withdrawHold: '0.00',
      inPlay: '0.00',
    });
    expect(wallet.wallets).toEqual([{ code: 'PVP', name: 'PVP', balance: '0.00' }]);
  });

  it('gives a trial member play money once, however many first reads race', async () => {
    const client = accountClient(t);
    const trial = (await client.sealed('POST', API.trial, {})).json().value;
    const calls = memberCalls(t, trial);
    const reads = await Promise.all(Array.from({ length: 5 }, () => calls.get(API.wallet)));
    for (const r of reads) expect(r.json().value).toMatchObject({ currency: 'PLAY', sumBalance: '1000.00' });
    expect((await calls.wallet()).sumBalance).toBe('1000.00');
  });

  it('moves money to a vendor sub-wallet and back, once per requestId', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const calls = memberCalls(t, m);
    const out = { from: 'MAIN', to: 'PVP', amount: '30,5', requestId: 'transfer-0001' };
    const first = await calls.post(API.walletTransfer, out);
    expect(first.json().value).toMatchObject({ cash: '69.50', sumBalance: '100.00', wallets: [{ code: 'PVP', balance: '30.50' }] });
    expect((await calls.post(API.walletTransfer, out)).json().value.cash).toBe('69.50');
    const conflict = await calls.post(API.walletTransfer, { ...out, amount: '31' });
    expect([conflict.statusCode, conflict.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    await calls.post(API.walletTransfer, { from: 'PVP', to: 'MAIN', amount: '10', requestId: 'transfer-0002' });
    const funds = (await calls.get(API.consolidatedFunds)).json().value;
    expect(funds).toMatchObject({
      totalBalance: '100.00',
      cash: '79.50',
      subWallets: '20.50',
      depositTotal: '100.00',
      withdrawTotal: '0.00',
    });
  });

  it('refuses bad transfers with their messages and moves nothing', async () => {
    const m = await memberWithMoney(t, 1_000n);
    const calls = memberCalls(t, m);
    const send = (amount: string, extra: Record<string, unknown> = {}) =>
      calls.post(
        API.walletTransfer,
        { from: 'MAIN', to: 'PVP', amount, requestId: `bad-${Math.random().toString(36).slice(2, 10)}`, ...extra },
        'en',
      );
    const field = async (amount: string) => (await send(amount)).json().data.fields[0].message as string;
    expect(await field('-5')).toBe('The amount cannot be negative.');
    expect(await field('0')).toBe('The amount must be greater than zero.');
    expect(await field('1.234')).toBe('Use at most two decimal places.');
    expect(await field('abc')).toBe('Enter a valid amount, for example 50 or 50.25.');
    const over = await send('10.01');
    expect([over.statusCode, over.json().message]).toEqual([400, 'Insufficient balance for this amount.']);
    expect((await send('1', { to: 'XX' })).json().errorCode).toBe('wallet.not.found');
    expect((await send('1', { from: 'PVP', to: 'PVP' })).json().errorCode).toBe('wallet.not.found');
    expect((await calls.wallet()).cash).toBe('10.00');
  });

  it('lists the account record newest first with balances after, by type and page', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const call = providerCalls(t);
    const base = { playerId: m.playerId, roundId: `rec-${m.memberId}`, gameCode: 'demo-slot', currency: 'BRL' };
    await call('bet', { ...base, transactionId: `rb-${m.memberId}`, amount: '20.00' });
    await call('win', { ...base, transactionId: `rw-${m.memberId}`, amount: '5.00', endRound: true });
    const calls = memberCalls(t, m);
    const page = (await calls.get(`${API.accountRecord}?pageSize=2`)).json().value;
    expect(page).toMatchObject({ total: 3, totalPages: 2, pageNo: 1 });
    expect(
      page.list.map((r: { type: string; amount: string; balanceAfter: string; status: string }) => [
        r.type,
        r.amount,
        r.balanceAfter,
        r.status,
      ]),
    ).toEqual([
      ['win', '5.00', '85.00', 'done'],
      ['bet', '-20.00', '80.00', 'done'],
    ]);
    const deposits = (await calls.get(`${API.accountRecord}?type=deposit`)).json().value;
    expect(deposits.list).toHaveLength(1);
    expect(deposits.list[0]).toMatchObject({ type: 'deposit', amount: '100.00', balanceAfter: '100.00' });
    const past = (await calls.get(`${API.accountRecord}?startDate=2020-01-01&endDate=2020-01-31`)).json().value;
    expect(past.total).toBe(0);
    const badDate = await calls.get(`${API.accountRecord}?startDate=01/02/2026`);
    expect(badDate.statusCode).toBe(400);
    const bets = (await calls.get(`${API.betRecord}?status=completed`)).json().value;
    expect(bets.list[0]).toMatchObject({ stake: '20.00', win: '5.00', status: 'completed' });
  });
});
