import { API, BALANCE_MAX_MINOR, formatMinor } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR, type MoneyMember } from '../../test/money.js';

/** Money has bounds (issue 27, item 5): refused with a 4xx before any posting, and every read stays 200. */
describe.each(testDatabases())('seamless wallet bounds on %s', (kind) => {
  const SMALL_VENDOR = { code: 'TESTW', secret: 'small-vendor-secret-0123456789abcdef' };
  let t: TestApp;
  let call: ReturnType<typeof providerCalls>;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-b${(seq += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { seamlessVendors: [TEST_VENDOR, SMALL_VENDOR], seamlessMaxAmounts: [{ code: SMALL_VENDOR.code, maxAmountMinor: 5_000n }] },
    });
    call = providerCalls(t);
  });
  afterAll(() => t.close());

  const body = (m: MoneyMember, roundId: string, amount: string) => ({
    transactionId: id('tx'),
    playerId: m.playerId,
    roundId,
    gameCode: 'demo-slot',
    amount,
    currency: 'BRL',
  });
  const win = (m: MoneyMember, roundId: string, amount: string, caller = call) =>
    caller('win', { ...body(m, roundId, amount), endRound: false });
  const reads = async (m: MoneyMember) => {
    const wallet = await memberCalls(t, m).get(API.wallet);
    const balance = await call('balance', { playerId: m.playerId, currency: 'BRL' });
    return { codes: [wallet.statusCode, balance.statusCode], cash: balance.json().value?.balance as string };
  };

  it('refuses a win of 9,999,999,999,999,999.99 as malformed, and again after it: nothing moves, every read is 200', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    expect((await call('bet', body(m, roundId, '1.00'))).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const huge = await win(m, roundId, '9999999999999999.99');
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errorCode).toBe('request.invalid');
    }
    expect(await reads(m)).toEqual({ codes: [200, 200], cash: '99.00' });
  });

  it("refuses a bet or win above its vendor's maximum before posting, and pays one at the maximum", async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    expect((await call('bet', body(m, roundId, '1.00'))).statusCode).toBe(200);
    const above = await win(m, roundId, '1000000.01');
    expect([above.statusCode, above.json().errorCode]).toEqual([400, 'amount.above.maximum']);
    expect((await reads(m)).cash).toBe('99.00');
    expect((await win(m, roundId, '1000000.00')).statusCode).toBe(200);
    expect((await reads(m)).cash).toBe('1000099.00');

    const small = providerCalls(t, SMALL_VENDOR);
    const smallRound = id('r');
    const bet = await small('bet', body(m, smallRound, '50.01'));
    expect([bet.statusCode, bet.json().errorCode]).toEqual([400, 'amount.above.maximum']);
    expect((await small('bet', body(m, smallRound, '50.00'))).statusCode).toBe(200);
    expect((await win(m, smallRound, '50.01', small)).json().errorCode).toBe('amount.above.maximum');
  });

  it('refuses a win past the maximum balance with a 4xx, the balance unchanged and every read still 200', async () => {
    const start = BALANCE_MAX_MINOR - 50_000n;
    const m = await memberWithMoney(t, start);
    const roundId = id('r');
    expect((await call('bet', body(m, roundId, '1.00'))).statusCode).toBe(200);
    const past = await win(m, roundId, '501.01');
    expect([past.statusCode, past.json().errorCode]).toEqual([409, 'wallet.balance.limit']);
    for (let i = 0; i < 3; i += 1) expect(await reads(m)).toEqual({ codes: [200, 200], cash: formatMinor(start - 100n) });
    expect((await win(m, roundId, '501.00')).statusCode).toBe(200);
    expect((await reads(m)).cash).toBe(formatMinor(BALANCE_MAX_MINOR));
    const report = await checkLedger(t.database.db);
    expect(report.violations).toEqual([]);
  });
});
