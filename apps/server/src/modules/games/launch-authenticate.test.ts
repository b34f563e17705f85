import { API, type Game } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { memberWithMoney, providerCalls, TEST_VENDOR } from '../../test/money.js';

const IN_HOUSE = { code: 'INHOUSE', secret: 'in-house-test-secret-0123456789abcdef' };

describe.each(testDatabases())('launch tokens through the seamless authenticate on %s', (kind) => {
  let t: TestApp;
  let game: Game;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: clock.now,
      config: { seamlessVendors: [IN_HOUSE, TEST_VENDOR], games: { publicUrl: 'http://games.test' } },
    });
    game = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=RNG&vassalage=PP` })).json().value.games[0];
  });
  afterAll(() => t.close());

  async function launch() {
    const member = await memberWithMoney(t, 2_500n);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.gameLaunch}?nodeId=${game.nodeId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    return { member, token: new URL(res.json().value.url).searchParams.get('token')! };
  }

  it('tells the in-house game server the player, balance and game once, and refuses the token after', async () => {
    const { member, token } = await launch();
    const inHouse = providerCalls(t, IN_HOUSE);
    const first = await inHouse('authenticate', { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      playerId: member.playerId,
      currency: 'BRL',
      balance: '25.00',
      screenName: expect.stringMatching(/\*\*\*/),
      game: {
        nodeId: game.nodeId,
        vendor: 'PP',
        gameCode: game.gameId,
        engine: 'slot',
        engineConfig: expect.any(String),
        names: { pt: expect.any(String), en: game.gameName },
        minBet: game.minBet,
      },
    });
    expect(first.json().value.screenName).not.toContain(member.username);
    const again = await inHouse('authenticate', { token });
    expect([again.statusCode, again.json().errorCode]).toEqual([401, 'seamless.token.invalid']);
  });

  it('lets no other vendor redeem a launch (the token stays good), and no one after a minute', async () => {
    const { token } = await launch();
    const other = await providerCalls(t, TEST_VENDOR)('authenticate', { token });
    expect([other.statusCode, other.json().errorCode]).toEqual([403, 'permission.denied']);
    const unsigned = await providerCalls(t, IN_HOUSE)('authenticate', { token }, { secret: 'wrong-secret-0123456789abcdef0123' });
    expect(unsigned.statusCode).toBe(401);
    clock.advance(61_000);
    const late = await providerCalls(t, IN_HOUSE)('authenticate', { token }, { now: clock.now() });
    expect([late.statusCode, late.json().errorCode]).toEqual([401, 'seamless.token.invalid']);
  });
});
