import { API, parseMoney, type MatchGroup } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { startGamesStack, type GamesStack } from '../../test/games-stack.js';
import { memberWithMoney } from '../../test/money.js';
import { testDatabases } from '../../test/test-app.js';

/* The sportsbook of the game server feeding the site's match cards, and a bet settled on the operator's result. */
describe.each(testDatabases())('the sportsbook over HTTP, on %s', (kind) => {
  let stack: GamesStack;
  beforeAll(async () => {
    stack = await startGamesStack(kind);
  }, 120_000);
  afterAll(() => stack?.close());

  const matches = async () =>
    (await stack.t.app.inject({ method: 'GET', url: `${API.gameMatches}?language=pt` })).json().value.list as MatchGroup[];

  it('feeds its demo fixtures to the match cards, places a bet from the card, pays it on the result', async () => {
    await expect.poll(async () => (await matches()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    const football = (await matches()).find((g) => g.gameClassifyNew === 'football')!;
    const card = football.matchList[0]!;
    expect(card.homeTeamImageUrl).toMatch(/^\/game-art\/v1\/team\/[a-z0-9-]+\.svg$/);
    const member = await memberWithMoney(stack.t, 10_000n);
    const game = await stack.open(member, `nodeId=${card.nodeId}&matchId=${card.matchId}`);
    const placed = await game.post<{ placed: unknown[]; refused: unknown }>('/api/sports/bets', {
      selections: [{ matchId: card.matchId, pick: 'away', odds: card.moneyLine.awayTeamOdds, stake: '20.00' }],
    });
    expect(placed.body.value).toMatchObject({ refused: null });
    const wallet = async () =>
      (await stack.t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
    expect(await wallet()).toMatchObject({ cash: '80.00', inPlay: '20.00' });
    const result = await stack.operator('POST', `/operator/sports/fixtures/${card.matchId}/result`, { result: 'away' });
    expect(result.status).toBe(200);
    const paid = 8_000n + (2_000n * BigInt(card.moneyLine.awayTeamOdds.replace('.', ''))) / 100n;
    await expect.poll(async () => parseMoney((await wallet()).cash), { timeout: 10_000 }).toBe(paid);
    expect((await wallet()).inPlay).toBe('0.00');
    await expect
      .poll(async () => (await matches()).flatMap((g) => g.matchList).some((m) => m.matchId === card.matchId), { timeout: 10_000 })
      .toBe(false);
    expect((await checkLedger(stack.t.database.db)).violations).toEqual([]);
  }, 90_000);
});
