import { parseMoney } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGamesTestApp } from '../../test/games-app.js';
import { demoOdds } from './demo-fixtures.js';
import { bookMargin, payout } from './odds.js';

describe('odds', () => {
  it('pays stake × odds rounded down to the centavo', () => {
    expect(payout(1_000n, '2.35')).toBe(2_350n);
    expect(payout(333n, '1.57')).toBe(522n);
  });

  it('prices the demo lines with a 6% margin', () => {
    for (let i = 0; i < 200; i += 1) {
      const line = demoOdds(i % 2 === 0);
      const margin = bookMargin([line.homeOdds, line.awayOdds, ...(line.drawOdds ? [line.drawOdds] : [])]);
      expect(margin).toBeGreaterThan(0.05);
      expect(margin).toBeLessThan(0.07);
    }
  });
});

describe('the sportsbook', () => {
  let g: Awaited<ReturnType<typeof createGamesTestApp>>;
  beforeAll(async () => {
    g = await createGamesTestApp();
  });
  afterAll(() => g.close());

  let fixtureCount = 0;
  async function fixture(o: Record<string, unknown> = {}) {
    fixtureCount += 1;
    const body = {
      id: `test-match-${fixtureCount}`,
      vendor: 'DBSPORT',
      gameCode: 'test-sports',
      sport: 'football',
      leagueId: 'liga',
      leagueName: 'Liga Teste',
      homeTeam: `Casa ${fixtureCount}`,
      awayTeam: `Fora ${fixtureCount}`,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      homeOdds: '2.00',
      drawOdds: '3.40',
      awayOdds: '3.75',
      ...o,
    };
    const res = await g.operator('POST', '/operator/sports/fixtures', body);
    expect(res.statusCode, res.body).toBe(200);
    return body;
  }
  const player = (funds = 10_000n) =>
    g.play({ engine: 'sports', engineConfig: 'football', gameCode: 'test-sports', minBet: '1.00' }, funds);
  const bet = (p: Awaited<ReturnType<typeof player>>, selections: unknown[]) => p.post('/api/sports/bets', { selections });

  it('takes single bets at the odds shown, pays winners stake × odds and losers nothing on the result', async () => {
    const match = await fixture();
    const [winner, loser] = [await player(), await player()];
    const placed = (await bet(winner, [{ matchId: match.id, pick: 'home', odds: '2.00', stake: '10.00' }])).json().value;
    expect(placed).toMatchObject({ refused: null, placed: [{ index: 0, potential: '20.00' }] });
    await bet(loser, [{ matchId: match.id, pick: 'draw', odds: '3.40', stake: '10.00' }]);
    expect([g.wallet.balanceOf(winner.playerId), g.wallet.balanceOf(loser.playerId)]).toEqual([9_000n, 9_000n]);
    expect(g.wallet.feed.get(match.id)?.homeOdds).toBe('2.00');
    const result = await g.operator('POST', `/operator/sports/fixtures/${match.id}/result`, { result: 'home' });
    expect(result.statusCode).toBe(200);
    expect([g.wallet.balanceOf(winner.playerId), g.wallet.balanceOf(loser.playerId)]).toEqual([11_000n, 9_000n]);
    const bets = (await winner.get('/api/sports/bets')).json().value;
    expect(bets[0]).toMatchObject({
      status: 'settled',
      stake: '10.00',
      win: '20.00',
      state: { matchId: match.id, pick: 'home', odds: '2.00' },
    });
    expect(g.wallet.feed.get(match.id)?.status).toBe('finished');
    const again = await g.operator('POST', `/operator/sports/fixtures/${match.id}/result`, { result: 'away' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'match.closed']);
    expect(g.wallet.heldTotal()).toBe(0n);
  });

  it('refuses a bet on odds the book has moved from, on a started match, and above the balance', async () => {
    const match = await fixture();
    const p = await player(1_500n);
    await g.operator('PUT', `/operator/sports/fixtures/${match.id}/odds`, { homeOdds: '1.80', drawOdds: '3.60', awayOdds: '4.20' });
    const moved = (await bet(p, [{ matchId: match.id, pick: 'home', odds: '2.00', stake: '5.00' }])).json().value;
    expect(moved.refused).toMatchObject({ index: 0, code: 'odds.changed', data: { odds: { home: '1.80' } } });
    const slip = (
      await bet(p, [
        { matchId: match.id, pick: 'home', odds: '1.80', stake: '10.00' },
        { matchId: match.id, pick: 'away', odds: '4.20', stake: '10.00' },
      ])
    ).json().value;
    expect(slip.placed).toHaveLength(1);
    expect(slip.refused).toMatchObject({ index: 1, code: 'wallet.insufficient.funds' });
    expect(g.wallet.balanceOf(p.playerId)).toBe(500n);
    const started = await fixture({ startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await bet(p, [{ matchId: started.id, pick: 'home', odds: '2.00', stake: '1.00' }])).json().value.refused.code).toBe(
      'match.closed',
    );
    const tooSmall = (await bet(p, [{ matchId: match.id, pick: 'home', odds: '1.80', stake: '0.50' }])).json().value;
    expect(tooSmall.refused.code).toBe('stake.invalid');
  });

  it('refunds every bet of a voided fixture', async () => {
    const match = await fixture();
    const p = await player();
    await bet(p, [{ matchId: match.id, pick: 'away', odds: '3.75', stake: '25.00' }]);
    expect(g.wallet.balanceOf(p.playerId)).toBe(7_500n);
    expect((await g.operator('POST', `/operator/sports/fixtures/${match.id}/void`)).statusCode).toBe(200);
    expect(g.wallet.balanceOf(p.playerId)).toBe(10_000n);
    expect((await p.get('/api/sports/bets')).json().value[0].status).toBe('cancelled');
    expect(parseMoney(g.wallet.feed.get(match.id)!.homeOdds)).toBe(200n);
  });

  it('keeps the operator calls behind the operator token', async () => {
    const res = await g.app.inject({
      method: 'GET',
      url: '/operator/sports/fixtures',
      headers: { authorization: 'Bearer wrong-token-0123456789abcdef' },
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([401, 'operator.unauthorized']);
  });
});
