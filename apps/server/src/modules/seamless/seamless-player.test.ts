import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR } from '../../test/money.js';
import * as members from '../members/members.service.js';
import { PLAYER_MAX_STALE_MS, PLAYER_REFRESH_MS } from './seamless-player.js';

describe.each(testDatabases())('seamless players on %s', (kind) => {
  const clock = manualClock();
  let t: TestApp;
  let call: ReturnType<typeof providerCalls>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, config: { seamlessVendors: [TEST_VENDOR] } });
    call = providerCalls(t);
  });
  afterAll(() => t.close());

  it("refuses a disabled member's bets once its status is read again, and takes them when it is active again", async () => {
    const m = await memberWithMoney(t, 10_000n, clock.now);
    const deps = { db: t.database.db, clock: clock.now };
    const bet = (n: number) =>
      call(
        'bet',
        {
          transactionId: `status-bet-${n}`,
          playerId: m.playerId,
          roundId: `status-round-${n}`,
          gameCode: 'demo-slot',
          amount: '1.00',
          currency: 'BRL',
        },
        { now: clock.now() },
      );
    expect((await bet(1)).statusCode).toBe(200);

    await members.setStatus(deps, m.merchantId, m.memberId, 'disabled');
    // After a quiet spell longer than the staleness bound the call itself waits for the re-read.
    clock.advance(PLAYER_MAX_STALE_MS + 1);
    expect((await bet(2)).json().errorCode).toBe('login.member.disabled');

    await members.setStatus(deps, m.merchantId, m.memberId, 'active');
    // While calls keep coming the re-read runs behind them: the first call after the refresh interval starts it.
    clock.advance(PLAYER_REFRESH_MS + 1);
    await bet(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await bet(4)).statusCode).toBe(200);
    expect((await memberCalls(t, m).wallet()).cash).toMatch(/^9[78]\.00$/);
  });

  it('forgets nothing about who a player is: an unknown id stays unknown and a known one keeps its currency', async () => {
    const m = await memberWithMoney(t, 1_000n, clock.now);
    const body = { transactionId: 'currency-bet', playerId: m.playerId, roundId: 'currency-round', gameCode: 'demo-slot', amount: '1.00' };
    expect((await call('bet', { ...body, currency: 'PLAY' }, { now: clock.now() })).json().errorCode).toBe('seamless.currency.mismatch');
    clock.advance(PLAYER_MAX_STALE_MS + 1);
    expect((await call('bet', { ...body, currency: 'BRL' }, { now: clock.now() })).statusCode).toBe(200);
    expect(
      (
        await call(
          'bet',
          { ...body, transactionId: 'unknown-bet', playerId: `${m.merchantId}:999999`, currency: 'BRL' },
          { now: clock.now() },
        )
      ).json().errorCode,
    ).toBe('seamless.player.unknown');
  });
});
