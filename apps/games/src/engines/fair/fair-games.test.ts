import { parseMoney } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baccaratReturnMinor, dealBaccarat, type BaccaratSide } from '../../fair/derive/baccarat.js';
import { rollDice } from '../../fair/derive/dice.js';
import { payoutMinor, sha256Hex } from '../../fair/derive/fair-stream.js';
import { dropBall } from '../../fair/derive/plinko.js';
import { rouletteReturnMinor, spinWheel } from '../../fair/derive/roulette.js';
import { createGamesTestApp } from '../../test/games-app.js';

type Player = Awaited<ReturnType<Awaited<ReturnType<typeof createGamesTestApp>>['play']>>;
interface Played {
  roundId: string;
  stake: string;
  win: string;
  outcome: Record<string, unknown>;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** Rotates the player's seeds and answers the revealed server seed, checked against the commitment every round carried. */
async function reveal(player: Player, rounds: Played[]) {
  const res = await player.post('/api/fair/rotate', { clientSeed: 'next-seed' });
  expect(res.statusCode, res.body).toBe(200);
  const { revealed, next } = res.json().value;
  expect(sha256Hex(revealed.serverSeed)).toBe(revealed.serverSeedHash);
  for (const r of rounds) expect(r.fair.serverSeedHash).toBe(revealed.serverSeedHash);
  expect(next.clientSeed).toBe('next-seed');
  expect(next.nonce).toBe(0);
  return revealed.serverSeed as string;
}

describe('fair instant games through the API', () => {
  let g: Awaited<ReturnType<typeof createGamesTestApp>>;
  beforeAll(async () => {
    g = await createGamesTestApp();
  });
  afterAll(() => g.close());

  async function playMany(player: Player, url: string, bodies: unknown[]): Promise<Played[]> {
    const before = g.wallet.balanceOf(player.playerId);
    const played: Played[] = [];
    for (const body of bodies) {
      const res = await player.post(url, body);
      expect(res.statusCode, res.body).toBe(200);
      played.push(res.json().value);
    }
    const moved = played.reduce((sum, p) => sum + parseMoney(p.win) - parseMoney(p.stake), 0n);
    expect(g.wallet.balanceOf(player.playerId)).toBe(before + moved);
    expect(played.map((p) => p.fair.nonce)).toEqual(bodies.map((_, i) => i));
    expect(g.wallet.heldTotal()).toBe(0n);
    return played;
  }

  it('dice: every paid roll is the one the revealed seeds give', async () => {
    const player = await g.play({ engine: 'dice' });
    const bets = Array.from(
      { length: 12 },
      (_, i) => ({ stake: '1.00', direction: i % 2 ? 'over' : 'under', target: 3000 + i * 300 }) as const,
    );
    const played = await playMany(player, '/api/dice/roll', bets);
    const serverSeed = await reveal(player, played);
    played.forEach((p, i) => {
      const { stake: _, ...bet } = bets[i]!;
      const again = rollDice({ serverSeed, clientSeed: p.fair.clientSeed, nonce: p.fair.nonce }, bet);
      expect(p.outcome).toEqual(again);
      expect(parseMoney(p.win)).toBe(payoutMinor(100n, again.multiplier, 10_000));
    });
  });

  it('plinko: every paid drop is the one the revealed seeds give', async () => {
    const player = await g.play({ engine: 'plinko' });
    const bets = Array.from({ length: 9 }, (_, i) => ({ stake: '2.00', rows: 8 + i, risk: (['low', 'medium', 'high'] as const)[i % 3]! }));
    const played = await playMany(player, '/api/plinko/drop', bets);
    const serverSeed = await reveal(player, played);
    played.forEach((p, i) => {
      const again = dropBall({ serverSeed, clientSeed: p.fair.clientSeed, nonce: p.fair.nonce }, bets[i]!.rows, bets[i]!.risk);
      expect(p.outcome).toEqual(again);
      expect(parseMoney(p.win)).toBe(payoutMinor(200n, again.multiplier, 100));
    });
  });

  it('roulette: several bets per spin, paid as the revealed seeds say', async () => {
    const player = await g.play({ engine: 'roulette', minBet: '0.50' });
    const bets = [
      { kind: 'straight', value: 17, amount: '0.50' },
      { kind: 'red', amount: '1.00' },
      { kind: 'dozen', value: 2, amount: '2.00' },
      { kind: 'column', value: 3, amount: '0.50' },
      { kind: 'odd', amount: '1.00' },
    ] as const;
    const played = await playMany(
      player,
      '/api/roulette/spin',
      Array.from({ length: 10 }, () => ({ bets })),
    );
    const serverSeed = await reveal(player, played);
    for (const p of played) {
      expect(p.stake).toBe('5.00');
      const pocket = spinWheel({ serverSeed, clientSeed: p.fair.clientSeed, nonce: p.fair.nonce });
      expect(p.outcome).toEqual({ pocket });
      expect(parseMoney(p.win)).toBe(
        rouletteReturnMinor(
          bets.map((b) => ({ ...b, amountMinor: parseMoney(b.amount) })),
          pocket,
        ),
      );
    }
  });

  it('baccarat: the hand and the settlement of each bet follow the revealed seeds', async () => {
    const player = await g.play({ engine: 'baccarat', minBet: '1.00' });
    const bets = { player: '1.00', banker: '2.00', tie: '1.00' };
    const played = await playMany(
      player,
      '/api/baccarat/deal',
      Array.from({ length: 10 }, () => ({ bets })),
    );
    const serverSeed = await reveal(player, played);
    for (const p of played) {
      const hand = dealBaccarat({ serverSeed, clientSeed: p.fair.clientSeed, nonce: p.fair.nonce });
      expect(JSON.parse(JSON.stringify(hand))).toEqual(p.outcome);
      const expected = (Object.entries(bets) as Array<[BaccaratSide, string]>).reduce(
        (sum, [side, amount]) => sum + baccaratReturnMinor(side, parseMoney(amount), hand.winner),
        0n,
      );
      expect(parseMoney(p.win)).toBe(expected);
    }
  });

  it('refuses a bet above the balance, a chip the game does not offer and a bad bet, moving nothing', async () => {
    const player = await g.play({ engine: 'dice' }, 50n);
    const poor = await player.post('/api/dice/roll', { stake: '1.00', direction: 'under', target: 5000 });
    expect([poor.statusCode, poor.json().errorCode]).toEqual([400, 'wallet.insufficient.funds']);
    const odd = await player.post('/api/dice/roll', { stake: '0.33', direction: 'under', target: 5000 });
    expect(odd.json().errorCode).toBe('stake.invalid');
    const tooSure = await player.post('/api/dice/roll', { stake: '0.10', direction: 'under', target: 9900 });
    expect(tooSure.json().errorCode).toBe('request.invalid');
    const roulette = await g.play({ engine: 'roulette' }, 50n);
    const twice = await roulette.post('/api/roulette/spin', {
      bets: [
        { kind: 'red', amount: '0.10' },
        { kind: 'red', amount: '0.10' },
      ],
    });
    expect(twice.json().errorCode).toBe('request.invalid');
    const badSpot = await roulette.post('/api/roulette/spin', { bets: [{ kind: 'dozen', value: 4, amount: '0.10' }] });
    expect(badSpot.json().errorCode).toBe('request.invalid');
    expect(g.wallet.balanceOf(player.playerId)).toBe(50n);
    expect(g.wallet.balanceOf(roulette.playerId)).toBe(50n);
  });

  it('a win whose answer is lost is paid once, by the retry', async () => {
    const player = await g.play({ engine: 'plinko' }, 10_000n);
    g.wallet.failNext('pass', 'after');
    const res = await player.post('/api/plinko/drop', { stake: '1.00', rows: 16, risk: 'low' });
    const value = res.json().value;
    expect(value.settled).toBe(true);
    expect(g.wallet.balanceOf(player.playerId)).toBe(10_000n - 100n + parseMoney(value.win));
  });
});

describe('the verification page', () => {
  it('is served without a session', async () => {
    const g = await createGamesTestApp();
    const page = await g.app.inject({ method: 'GET', url: '/verify?lang=en&engine=dice' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="game-page" content="verify">');
    expect(page.body).toContain('<meta name="game-lang" content="en">');
    await g.close();
  });
});
