import { parseMoney } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRound } from '../../rounds/rounds.repository.js';
import { createGamesTestApp } from '../../test/games-app.js';
import { playerBet } from './crash-bets.repository.js';
import { CASHOUT_GRACE_MS } from './crash-cashout.js';
import { chainPosition } from './crash-chain.js';
import { crashCentsOf, flightMs, msToReach } from './crash-formula.js';
import { betStateOf } from './crash-settle.js';
import { createCrashEngine, type CrashEngine } from './crash.engine.js';
import type { CrashRoom } from './crash-room.js';

const GAME = 'test-crash';

describe('the crash room with the fake wallet', () => {
  let clock = Date.now();
  let g: Awaited<ReturnType<typeof createGamesTestApp>>;
  let engine: CrashEngine;
  beforeAll(async () => {
    // R$ 500 per bet at most, so a stake of R$ 200 is cashed out at 2.50x.
    g = await createGamesTestApp({ clock: () => clock, crash: { bettingMs: 1_000, pauseMs: 500, chainLength: 400, maxWinMinor: 50_000n } });
    engine = g.engines.get('crash') as CrashEngine;
  });
  afterAll(() => g.close());

  const room = () => engine.roomOf(g.deps, GAME);
  /** The round the room leads (this single process leads it). */
  const live = (r: CrashRoom) => r.live!;
  /** A player's bet in the live round as stored, once the room's wallet calls are done. */
  const storedBet = async (r: CrashRoom, playerId: string) => {
    await r.drain();
    const bet = await playerBet(g.database.db, live(r).row.id, playerId);
    return bet && { status: bet.status, ...betStateOf(bet) };
  };
  const player = (funds = 100_000n) => g.play({ engine: 'crash', gameCode: GAME, minBet: '0.10' }, funds);
  const advanceTo = async (at: number) => {
    clock = Math.max(clock, Math.ceil(at));
    await (await room()).tick();
  };
  const takeOff = async (r: CrashRoom) => advanceTo(live(r).row.bettingEndsAt.getTime());
  /** Plays rounds (no bets) until one takes bets with a crash point the test wants. */
  async function bettingRoundWith(wanted: (crashCents: number) => boolean): Promise<CrashRoom> {
    const r = await room();
    for (let i = 0; i < 300; i += 1) {
      if (live(r).row.phase === 'betting' && wanted(live(r).row.crashCents)) return r;
      await finish(r);
    }
    throw new Error('no such round in the chain');
  }
  /** Flies the live round to its crash, through the cash-out grace, into the next round; waits for its wallet calls. */
  async function finish(r: CrashRoom) {
    if (live(r).row.phase === 'betting') await takeOff(r);
    if (live(r).row.phase === 'flying') await advanceTo(live(r).crashAtMs!);
    const ended = live(r).endedAtMs!;
    await advanceTo(ended + CASHOUT_GRACE_MS);
    await r.drain();
    await advanceTo(ended + CASHOUT_GRACE_MS + 500);
  }
  const bet = (p: Awaited<ReturnType<typeof player>>, stake: string, autoCashout: string | null = null) =>
    p.post('/api/crash/bet', { stake, autoCashout });

  it('pays a manual cash-out at the multiplier of the moment the server received it, once', async () => {
    const r = await bettingRoundWith((c) => c >= 300);
    const p = await player(10_000n);
    const placed = await bet(p, '1.00');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(g.wallet.balanceOf(p.playerId)).toBe(9_900n);
    await takeOff(r);
    clock += Math.ceil(msToReach(150));
    const out = await p.post('/api/crash/cashout', {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().value).toMatchObject({ multiplier: '1.50', win: '1.50', balance: '100.50', settled: true });
    const again = await p.post('/api/crash/cashout', {});
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'round.closed']);
    await finish(r);
    expect(g.wallet.balanceOf(p.playerId)).toBe(10_050n);
    const recall = (await p.get('/api/rounds')).json().value;
    expect(recall[0]).toMatchObject({
      status: 'settled',
      stake: '1.00',
      win: '1.50',
      state: { cashoutCents: 150, autoCashoutCents: null },
    });
  });

  it('cashes out automatically exactly at the target, and ends the round of a target the flight never reached with win 0', async () => {
    const r = await bettingRoundWith((c) => c >= 250 && c < 5_000);
    const crashCents = live(r).row.crashCents;
    const [winner, loser] = [await player(), await player()];
    await bet(winner, '2.00', '2.00');
    await bet(loser, '1.00', (crashCents + 1) / 100 + '');
    await takeOff(r);
    // Ticks come late (a loaded machine): the cash-out is still exactly at the target.
    await advanceTo(live(r).startedAtMs! + msToReach(237));
    expect(await storedBet(r, winner.playerId)).toMatchObject({ status: 'settled', cashoutCents: 200 });
    await finish(r);
    expect(g.wallet.balanceOf(winner.playerId)).toBe(100_000n + 200n);
    expect(g.wallet.balanceOf(loser.playerId)).toBe(100_000n - 100n);
    const lost = (await loser.get('/api/rounds')).json().value[0];
    expect(lost).toMatchObject({ status: 'settled', win: '0.00', state: { crashCents } });
    // The revealed hash gives the crash point and hashes forward to the published terminating hash.
    expect(crashCentsOf(lost.state.hash)).toBe(crashCents);
    expect(chainPosition(lost.state.hash, r.chain!.terminatingHash, r.chain!.length)).toBe(lost.state.chainRound);
    expect(g.wallet.heldTotal()).toBe(0n);
  });

  it('loses every bet still flying at the crash', async () => {
    const r = await bettingRoundWith((c) => c < 150);
    const p = await player(10_000n);
    await bet(p, '5.00');
    await finish(r);
    expect(g.wallet.balanceOf(p.playerId)).toBe(9_500n);
    expect((await p.get('/api/rounds')).json().value[0]).toMatchObject({ status: 'settled', win: '0.00' });
    const late = await p.post('/api/crash/cashout', {});
    expect(late.statusCode).toBe(404);
  });

  it('cashes a bet out at the payout cap', async () => {
    const r = await bettingRoundWith((c) => c >= 300);
    const p = await player(100_000n);
    await bet(p, '200.00');
    await takeOff(r);
    await advanceTo(live(r).startedAtMs! + flightMs(300) - 1);
    expect(await storedBet(r, p.playerId)).toMatchObject({ status: 'settled', cashoutCents: 250 });
    await finish(r);
    expect(g.wallet.balanceOf(p.playerId)).toBe(100_000n - 20_000n + 50_000n);
  });

  it('refuses a bet outside the betting phase, a second bet, a bet above the balance and a bad target, moving nothing', async () => {
    const r = await bettingRoundWith((c) => c >= 200);
    const p = await player(1_000n);
    const poor = await bet(p, '20.00');
    expect([poor.statusCode, poor.json().errorCode]).toEqual([400, 'wallet.insufficient.funds']);
    expect([(await bet(p, '1.00', '1.00')).json().errorCode, (await bet(p, '0.33')).json().errorCode]).toEqual([
      'crash.target.invalid',
      'stake.invalid',
    ]);
    expect(g.wallet.balanceOf(p.playerId)).toBe(1_000n);
    expect((await bet(p, '1.00')).statusCode).toBe(200);
    const twice = await bet(p, '1.00');
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, 'crash.bet.exists']);
    expect(g.wallet.balanceOf(p.playerId)).toBe(900n);
    const other = await player(1_000n);
    await takeOff(r);
    const late = await bet(other, '1.00');
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'crash.betting.closed']);
    expect(g.wallet.balanceOf(other.playerId)).toBe(1_000n);
    await finish(r);
  });

  it('refunds a stake the wallet confirms only after the take-off: that bet never flew', async () => {
    const r = await bettingRoundWith((c) => c >= 200);
    const p = await player(10_000n);
    g.wallet.setLatency(300);
    const placing = bet(p, '1.00');
    // The take-off is stored while the wallet is still taking the stake.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await takeOff(r);
    const late = await placing;
    g.wallet.setLatency(0);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'crash.betting.closed']);
    expect(g.wallet.balanceOf(p.playerId)).toBe(10_000n);
    expect(live(r).flying.size).toBe(0);
    expect((await p.get('/api/rounds')).json().value[0]).toMatchObject({ status: 'cancelled' });
    await finish(r);
  });

  it('broadcasts the room over its WebSocket: a snapshot on hello (again after a reconnect), bets with masked names, the crash with its hash', async () => {
    const r = await bettingRoundWith((c) => c >= 101);
    const connect = async () => {
      const socket = await g.app.injectWS('/api/crash/ws');
      const messages: Array<Record<string, unknown>> = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Record<string, unknown> & { events?: Array<Record<string, unknown>> };
        messages.push(...(message.type === 'batch' ? message.events! : [message]));
      });
      return { socket, messages };
    };
    const watcher = await player();
    const first = await connect();
    first.socket.send(JSON.stringify({ type: 'hello', session: watcher.session }));
    await expect.poll(() => first.messages[0]?.type).toBe('snapshot');
    expect(first.messages[0]).toMatchObject({
      round: { roundId: live(r).row.id, phase: 'betting' },
      chain: { terminatingHash: r.chain!.terminatingHash },
    });
    expect(JSON.stringify(first.messages[0])).not.toContain(live(r).row.hash);
    first.socket.terminate();

    const again = await connect();
    again.socket.send(JSON.stringify({ type: 'hello', session: watcher.session }));
    await expect.poll(() => again.messages[0]?.type).toBe('snapshot');
    const p = await player();
    await bet(p, '1.00');
    await expect.poll(() => again.messages.find((m) => m.type === 'bet')).toMatchObject({ bet: { name: 'te***er', stake: '1.00' } });
    await finish(r);
    await expect
      .poll(() => again.messages.find((m) => m.type === 'crash'))
      .toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(again.messages.map((m) => m.type)).toEqual(expect.arrayContaining(['flight', 'crash', 'round']));
    expect(typeof again.messages.at(-1)!.at).toBe('number');
    again.socket.terminate();

    const stranger = await connect();
    const closed = new Promise<number>((done) => stranger.socket.on('close', (code) => done(code)));
    stranger.socket.send(JSON.stringify({ type: 'hello', session: 'x'.repeat(40) }));
    expect(await closed).toBe(4401);
  });

  it('finishes a round cut by a restart: a stored cash-out is paid, the other bets refunded, the round cancelled', async () => {
    const r = await bettingRoundWith((c) => c >= 400);
    const [cashed, flying, unconfirmed] = [await player(10_000n), await player(10_000n), await player(10_000n)];
    await bet(cashed, '1.00');
    await bet(flying, '2.00');
    // A bet whose stake the wallet never confirmed is left created.
    g.wallet.failNext('before', 'before', 'before');
    expect((await bet(unconfirmed, '1.00')).json().errorCode).toBe('wallet.unavailable');
    await takeOff(r);
    clock += Math.ceil(msToReach(200));
    // The cash-out is stored but its payment gets no answer, then the server "dies".
    g.wallet.failNext('before', 'before', 'before');
    const out = await cashed.post('/api/crash/cashout', {});
    expect(out.json().value).toMatchObject({ multiplier: '2.00', settled: false });
    const cutId = live(r).row.id;
    expect(g.wallet.balanceOf(unconfirmed.playerId)).toBe(10_000n);

    // A new process: a fresh engine on the same database and wallet reopens the room once the dead one's lease ran
    // out; nobody served the room meanwhile (it never saw the lease renewed), so the round is cut.
    r.halt();
    clock += engine.settings.leaseMs;
    const restarted = createCrashEngine({ bettingMs: 1_000, pauseMs: 500, chainLength: 400, maxWinMinor: 50_000n });
    const reopened = await restarted.roomOf(g.deps, GAME);
    expect(reopened.isLeader).toBe(true);
    expect(reopened.live!.row.id).not.toBe(cutId);
    expect(reopened.view.picture!.history[0]).toMatchObject({ roundId: cutId, cancelled: true });
    expect(g.wallet.balanceOf(cashed.playerId)).toBe(10_000n - 100n + 200n);
    expect(g.wallet.balanceOf(flying.playerId)).toBe(10_000n);
    expect((await flying.get('/api/rounds')).json().value[0]).toMatchObject({ status: 'cancelled' });
    expect((await findRound(g.database.db, out.json().value.bet.betId))?.status).toBe('settled');
    expect(g.wallet.heldTotal()).toBe(0n);
    await reopened.stop();
  });

  it('leaves a lost bet whose wallet call failed to the recovery timer, which ends it with win 0', async () => {
    const fresh = await createGamesTestApp({ clock: () => clock, crash: { bettingMs: 1_000, pauseMs: 500, chainLength: 50 } });
    const freshEngine = fresh.engines.get('crash') as CrashEngine;
    const r = await freshEngine.roomOf(fresh.deps, GAME);
    const p = await fresh.play({ engine: 'crash', gameCode: GAME, minBet: '0.10' }, 1_000n);
    const betId = (await p.post('/api/crash/bet', { stake: '1.00', autoCashout: null })).json().value.bet.betId;
    clock = r.live!.row.bettingEndsAt.getTime();
    await r.tick();
    // An outage across the crash and its settlement: the retries are all lost (a queue of three failures could be
    // taken by another call under load, and a retry then succeed).
    fresh.wallet.setDown(true);
    clock = r.live!.crashAtMs!;
    await r.tick();
    clock += CASHOUT_GRACE_MS;
    await r.tick();
    await r.drain();
    expect(await findRound(fresh.database.db, betId)).toMatchObject({ status: 'open', state: { end: 'lost' } });
    fresh.wallet.setDown(false);
    clock += 11 * 60_000;
    await fresh.recovery.runOnce();
    expect(await findRound(fresh.database.db, betId)).toMatchObject({ status: 'settled', winMinor: 0n });
    expect(fresh.wallet.heldTotal()).toBe(0n);
    expect(parseMoney((await p.get('/api/balance')).json().value.balance)).toBe(900n);
    await r.stop();
    await fresh.close();
  });
});
