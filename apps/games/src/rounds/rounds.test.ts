import { parseMoney } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGamesTestApp } from '../test/games-app.js';
import { findRound } from './rounds.repository.js';

describe('rounds at the wallet', () => {
  let clock = Date.now();
  let g: Awaited<ReturnType<typeof createGamesTestApp>>;
  beforeAll(async () => {
    g = await createGamesTestApp({ clock: () => clock });
  });
  afterAll(() => g.close());

  const spin = async (player: Awaited<ReturnType<typeof g.play>>, stake = '1.00') => player.post('/api/slot/spin', { stake });

  it('moves the balance by the win minus the stake and lists the round first in the recall', async () => {
    const player = await g.play({ engine: 'slot', engineConfig: 'lines-5x3' }, 10_000n);
    const before = g.wallet.balanceOf(player.playerId);
    const res = await spin(player);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(g.wallet.balanceOf(player.playerId)).toBe(before - 100n + parseMoney(value.win));
    expect(value).toMatchObject({ stake: '1.00', settled: true, balance: expect.any(String) });
    expect(BigInt(value.outcome.units) * 5n).toBe(parseMoney(value.win));
    const recall = (await player.get('/api/rounds')).json().value;
    expect(recall[0]).toMatchObject({ roundId: value.roundId, status: 'settled', stake: '1.00', win: value.win });
    expect(g.wallet.heldTotal()).toBe(0n);
  });

  it('refuses a stake the game does not offer and one above the balance, moving nothing', async () => {
    const player = await g.play({ engine: 'slot', engineConfig: 'lines-5x3' }, 50n);
    const odd = await spin(player, '0.33');
    expect([odd.statusCode, odd.json().errorCode]).toEqual([400, 'stake.invalid']);
    const poor = await spin(player, '1.00');
    expect([poor.statusCode, poor.json().errorCode]).toEqual([400, 'wallet.insufficient.funds']);
    expect(g.wallet.balanceOf(player.playerId)).toBe(50n);
  });

  it('finishes a round whose win got no answer: recovery pays the stored win once', async () => {
    const player = await g.play({ engine: 'slot', engineConfig: 'classic-3x3' }, 10_000n);
    // The stake is taken; the win is applied but its answer lost, then two more attempts get no answer.
    g.wallet.failNext('pass', 'after', 'before', 'before');
    const res = await spin(player);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.settled).toBe(false);
    expect((await findRound(g.database.db, value.roundId))?.status).toBe('open');
    clock += 10 * 60_000;
    expect(await g.recovery.runOnce()).toBe(1);
    expect((await findRound(g.database.db, value.roundId))?.status).toBe('settled');
    expect(g.wallet.balanceOf(player.playerId)).toBe(10_000n - 100n + parseMoney(value.win));
    expect(g.wallet.heldTotal()).toBe(0n);
  });

  it('rolls back a stake never confirmed: the player gets it back whether or not the wallet took it', async () => {
    for (const failure of ['after', 'before'] as const) {
      const player = await g.play({ engine: 'slot', engineConfig: 'classic-3x3' }, 10_000n);
      g.wallet.failNext(failure, 'before', 'before');
      const res = await spin(player);
      expect([res.statusCode, res.json().errorCode], failure).toEqual([503, 'wallet.unavailable']);
      clock += 10 * 60_000;
      await g.recovery.runOnce();
      const recall = (await player.get('/api/rounds')).json().value;
      expect(recall[0].status, failure).toBe('cancelled');
      expect(g.wallet.balanceOf(player.playerId), failure).toBe(10_000n);
    }
    expect(g.wallet.heldTotal()).toBe(0n);
  });

  it('refuses calls without a live session', async () => {
    const res = await g.app.inject({ method: 'POST', url: '/api/slot/spin', payload: { stake: '1.00' } });
    expect([res.statusCode, res.json().errorCode]).toEqual([401, 'session.invalid']);
    const page = await g.app.inject({ method: 'GET', url: '/launch?token=unknown-token-0123456789abcdef' });
    expect(page.body).toContain('<meta name="game-error" content="launch.invalid">');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
  });
});
