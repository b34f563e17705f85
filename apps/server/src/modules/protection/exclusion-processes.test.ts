import { API } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';

describe.each(testDatabases())('self-exclusion across server processes on %s', (kind) => {
  it('a self-exclusion taken on one process refuses a bet on another at once', async () => {
    const first = await createPaymentsApp(kind, undefined, { config: { seamlessVendors: [TEST_VENDOR] } });
    const second = await createTestApp(kind, { database: first.database, config: { seamlessVendors: [TEST_VENDOR] } });
    try {
      const f = paymentsFixture(first);
      const m = await f.member({ cash: 10_00n });
      const playerId = playerIdOf(m.merchantId, m.memberId);
      const betOn = (app: TestApp) =>
        providerCalls(app)('bet', {
          transactionId: `x-${Math.random()}`,
          playerId,
          roundId: `r-${Math.random()}`,
          gameCode: 'demo-slot',
          amount: '1.00',
          currency: 'BRL',
        });
      expect((await betOn(second)).statusCode).toBe(200);
      expect((await f.call('POST', API.protectionSelfExclusion, m.token, { months: 6 })).statusCode).toBe(200);
      const startedAt = Date.now();
      const refused = await betOn(second);
      expect(Date.now() - startedAt).toBeLessThan(1_000);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'protection.excluded']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
