import { parseMoney } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMinor, sha256Hex } from '../../fair/derive/fair-stream.js';
import { minePositions, minesMultiplier } from '../../fair/derive/mines.js';
import { findRound } from '../../rounds/rounds.repository.js';
import { createGamesTestApp } from '../../test/games-app.js';
import { MINES_IDLE_MS } from './mines.engine.js';

describe('mines', () => {
  let clock = Date.now();
  let g: Awaited<ReturnType<typeof createGamesTestApp>>;
  beforeAll(async () => {
    g = await createGamesTestApp({ clock: () => clock });
  });
  afterAll(() => g.close());

  type Player = Awaited<ReturnType<typeof g.play>>;
  const start = async (player: Player, mines = 3, stake = '1.00') => {
    const res = await player.post('/api/mines/start', { stake, mines });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const reveal = (player: Player, roundId: string, tile: number) => player.post('/api/mines/reveal', { roundId, tile });

  it('takes the stake once, reveals, cashes out at the multiplier; the revealed seeds give the same board', async () => {
    const player = await g.play({ engine: 'mines' }, 10_000n);
    // One mine among 25: a round that meets it in the first two tiles is lost; play another.
    let round;
    let value;
    for (;;) {
      round = await start(player, 1);
      expect(round).toMatchObject({ status: 'open', revealed: [], minePositions: null, multiplier: 0 });
      const first = (await reveal(player, round.roundId, 0)).json().value;
      if (first.ending) continue;
      expect(first).toMatchObject({ minePositions: null, multiplier: minesMultiplier(1, 1) / 10_000 });
      const second = (await reveal(player, round.roundId, 1)).json().value;
      if (second.ending) continue;
      expect(second.multiplier).toBe(minesMultiplier(1, 2) / 10_000);
      const before = g.wallet.balanceOf(player.playerId);
      const cashed = await player.post('/api/mines/cashout', { roundId: round.roundId });
      expect(cashed.statusCode, cashed.body).toBe(200);
      value = cashed.json().value;
      expect(value.status).toBe('settled');
      expect(parseMoney(value.win)).toBe(payoutMinor(100n, minesMultiplier(1, 2), 10_000));
      expect(g.wallet.balanceOf(player.playerId)).toBe(before + parseMoney(value.win));
      break;
    }

    const rotated = (await player.post('/api/fair/rotate', { clientSeed: 'again' })).json().value;
    expect(sha256Hex(rotated.revealed.serverSeed)).toBe(round.fair.serverSeedHash);
    const board = minePositions({ serverSeed: rotated.revealed.serverSeed, clientSeed: round.fair.clientSeed, nonce: round.fair.nonce }, 1);
    expect(value.minePositions).toEqual(board);
    expect(value.revealed.some((t: number) => board.includes(t))).toBe(false);
  });

  it('a mine ends the round with nothing paid; a reveal or cash-out after it is refused', async () => {
    const player = await g.play({ engine: 'mines' }, 10_000n);
    // 24 mines: tile 0 is safe one time in 25, and the round is then won at 24.75× (board cleared); play until a mine.
    let round;
    let value;
    for (;;) {
      round = await start(player, 24);
      value = (await reveal(player, round.roundId, 0)).json().value;
      if (value.ending?.reason !== 'cleared') break;
      expect(value.win).toBe('24.75');
    }
    const before = g.wallet.balanceOf(player.playerId);
    expect(value).toMatchObject({ status: 'settled', win: '0.00', ending: { reason: 'mine', tile: 0 } });
    expect(value.minePositions).toHaveLength(24);
    const again = await reveal(player, round.roundId, 1);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'round.closed']);
    const cash = await player.post('/api/mines/cashout', { roundId: round.roundId });
    expect(cash.json().errorCode).toBe('round.closed');
    expect(g.wallet.balanceOf(player.playerId)).toBe(before);
    value = (await player.get('/api/rounds')).json().value[0];
    expect(value).toMatchObject({ status: 'settled', win: '0.00' });
  });

  it('cashing out twice, in a row or at once, pays once; another player cannot touch the round', async () => {
    const player = await g.play({ engine: 'mines' }, 10_000n);
    const other = await g.play({ engine: 'mines' }, 10_000n);
    // Find a safe tile by trying: with 2 mines most first tiles are safe; redo the round otherwise.
    for (;;) {
      const round = await start(player, 2);
      const first = (await reveal(player, round.roundId, 12)).json().value;
      if (first.ending) continue;
      expect((await other.post('/api/mines/cashout', { roundId: round.roundId })).json().errorCode).toBe('round.not.found');
      const answers = await Promise.all([1, 2, 3].map(() => player.post('/api/mines/cashout', { roundId: round.roundId })));
      const paid = answers.filter((a) => a.statusCode === 200);
      expect(paid).toHaveLength(1);
      const win = parseMoney(paid[0]!.json().value.win);
      const late = await player.post('/api/mines/cashout', { roundId: round.roundId });
      expect(late.json().errorCode).toBe('round.closed');
      const bets = g.wallet.calls.filter((c) => c.startsWith('bet:')).length;
      expect(bets).toBeGreaterThan(0);
      expect(g.wallet.calls.filter((c) => c === `win:${round.roundId}:win`)).toHaveLength(1);
      const stored = await findRound(g.database.db, round.roundId);
      expect(stored?.winMinor).toBe(win);
      break;
    }
  });

  it('takes one stake when several starts arrive at once: the others are refused as a round in progress', async () => {
    const player = await g.play({ engine: 'mines' }, 10_000n);
    g.wallet.setLatency(30);
    const answers = await Promise.all(Array.from({ length: 5 }, () => player.post('/api/mines/start', { stake: '1.00', mines: 3 })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().errorCode === 'round.open')).toHaveLength(4);
    g.wallet.setLatency(0);
    expect(g.wallet.balanceOf(player.playerId)).toBe(9_900n);
  });

  it('refuses a second round while one is open, a repeated tile, and rotating the seeds while the board is hidden', async () => {
    const player = await g.play({ engine: 'mines' }, 10_000n);
    const round = await start(player, 1);
    const second = await player.post('/api/mines/start', { stake: '1.00', mines: 3 });
    expect(second.json().errorCode).toBe('round.open');
    expect((await player.post('/api/fair/rotate', { clientSeed: 'peek' })).json().errorCode).toBe('round.open');
    const first = (await reveal(player, round.roundId, 7)).json().value;
    if (!first.ending) expect((await reveal(player, round.roundId, 7)).json().errorCode).toBe('action.invalid');
    expect(g.wallet.balanceOf(player.playerId)).toBeLessThanOrEqual(9_900n + parseMoney(first.win));
  });

  it('refuses a stake above the balance, moving nothing', async () => {
    const player = await g.play({ engine: 'mines' }, 50n);
    const res = await player.post('/api/mines/start', { stake: '1.00', mines: 3 });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'wallet.insufficient.funds']);
    expect(g.wallet.balanceOf(player.playerId)).toBe(50n);
    expect((await player.get('/api/mines/round')).json().value).toBeNull();
  });

  it('an open round resumes on return; left past the timeout it is cashed out, or refunded with nothing revealed', async () => {
    const idle = await g.play({ engine: 'mines' }, 10_000n);
    const untouched = await start(idle, 3);
    const player = await g.play({ engine: 'mines' }, 10_000n);
    let round;
    let safe;
    for (;;) {
      round = await start(player, 1);
      safe = (await reveal(player, round.roundId, 3)).json().value;
      if (!safe.ending) break;
    }
    const resumed = (await player.get('/api/mines/round')).json().value;
    expect(resumed).toMatchObject({ roundId: round.roundId, revealed: [3], status: 'open', minePositions: null });

    clock += 60_000 + 1;
    await g.recovery.runOnce();
    expect((await findRound(g.database.db, round.roundId))?.status).toBe('open');

    clock += MINES_IDLE_MS;
    await g.recovery.runOnce();
    const cashed = await findRound(g.database.db, round.roundId);
    expect(cashed).toMatchObject({ status: 'settled', winMinor: payoutMinor(100n, minesMultiplier(1, 1), 10_000) });
    expect((cashed?.state as { ending: { reason: string } }).ending.reason).toBe('timeout');
    expect((await findRound(g.database.db, untouched.roundId))?.status).toBe('cancelled');
    expect(g.wallet.balanceOf(idle.playerId)).toBe(10_000n);
    expect(g.wallet.heldTotal()).toBe(0n);
  });
});
