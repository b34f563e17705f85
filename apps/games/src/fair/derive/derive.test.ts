import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baccaratReturnMinor, dealBaccarat, handTotal, playHand, type BaccaratSide } from './baccarat.js';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, DICE_OUTCOMES, diceBetAllowed, diceMultiplier, diceWinningCount, rollDice } from './dice.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fairStream, payoutMinor, setHmacSha256 } from './fair-stream.js';
import { minePositions, minesMultiplier, minesSafeChance, MINES_MAX, MINES_TILES } from './mines.js';
import { dropBall, plinkoRtp, plinkoTable, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './plinko.js';
import { ROULETTE_PAYS, rouletteReturnMinor, spinWheel, type RouletteSpot } from './roulette.js';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce });

describe('the fair stream', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) read as big-endian words, as Node computes it', () => {
    const stream = fairStream(seeds(7));
    const block0 = createHmac('sha256', 'a'.repeat(64)).update('player-seed:7:0').digest();
    const block1 = createHmac('sha256', 'a'.repeat(64)).update('player-seed:7:1').digest();
    const words = Array.from({ length: 9 }, () => stream.float() * 2 ** 32);
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('gives the same bytes with the native HMAC the server plugs in', () => {
    const noble = Array.from({ length: 20 }, (_, n) => minePositions(seeds(n), 5));
    setHmacSha256((key, message) => createHmac('sha256', key).update(message).digest());
    try {
      expect(Array.from({ length: 20 }, (_, n) => minePositions(seeds(n), 5))).toEqual(noble);
    } finally {
      setHmacSha256((key, message) => hmac(sha256, key, message));
    }
  });

  it('rounds payouts down to the centavo', () => {
    expect(payoutMinor(333n, 19_800, 10_000)).toBe(659n);
    expect(payoutMinor(10n, 95, 100)).toBe(9n);
  });
});

describe('dice', () => {
  it('returns at most 99 % and at least 98.99 % for every allowed bet (exact)', () => {
    for (const direction of ['over', 'under'] as const) {
      for (let target = 0; target < DICE_OUTCOMES; target += 1) {
        const bet = { direction, target };
        if (!diceBetAllowed(bet)) continue;
        // Exact in integers: RTP × 10^8 = winning rolls × multiplier (1/10,000).
        const returned = diceWinningCount(bet) * diceMultiplier(bet);
        expect(returned).toBeLessThanOrEqual(99_000_000);
        expect(returned).toBeGreaterThan(98_990_000);
      }
    }
    expect(diceBetAllowed({ direction: 'under', target: DICE_MIN_WINNING - 1 })).toBe(false);
    expect(diceBetAllowed({ direction: 'over', target: DICE_OUTCOMES - 1 - DICE_MAX_WINNING - 1 })).toBe(false);
    expect(diceMultiplier({ direction: 'under', target: 5000 })).toBe(19_800);
  });

  it('rolls every value of 0…9999 about equally often', () => {
    const buckets = new Array(10).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce += 1)
      buckets[Math.floor(rollDice(seeds(nonce), { direction: 'under', target: 5000 }).roll / 1000)] += 1;
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });
});

describe('mines', () => {
  it('places the chosen number of distinct mines, the same for the same seeds', () => {
    for (let mines = 1; mines <= MINES_MAX; mines += 1) {
      const positions = minePositions(seeds(mines), mines);
      expect(new Set(positions).size).toBe(mines);
      expect(positions.every((p) => p >= 0 && p < MINES_TILES)).toBe(true);
      expect(minePositions(seeds(mines), mines)).toEqual(positions);
    }
  });

  it('pays 0.99 / P(k safe) rounded down: every cash-out point returns at most 99 % and within 0.01 pp of it', () => {
    for (let mines = 1; mines <= MINES_MAX; mines += 1) {
      for (let safe = 1; safe <= MINES_TILES - mines; safe += 1) {
        const rtp = minesSafeChance(mines, safe) * (minesMultiplier(mines, safe) / 10_000);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 × 25/22 = 1.125
    expect(minesMultiplier(24, 1)).toBe(247_500);
  });
});

describe('plinko', () => {
  it('every table returns 99 % ± 0.5 pp exactly (binomial)', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows += 1) {
        expect(plinkoTable(rows, risk)).toHaveLength(rows + 1);
        expect(Math.abs(plinkoRtp(rows, risk) - 0.99), `${risk} ${rows}`).toBeLessThan(0.005);
      }
    }
  });

  it('lands where the path says', () => {
    const drop = dropBall(seeds(1), 12, 'high');
    expect(drop.path).toHaveLength(12);
    expect(drop.slot).toBe(drop.path.filter((s) => s === 1).length);
    expect(drop.multiplier).toBe(plinkoTable(12, 'high')[drop.slot]);
  });
});

describe('roulette', () => {
  it('every bet returns 36/37 = 97.30 % exactly', () => {
    const spots: RouletteSpot[] = [
      ...Array.from({ length: 37 }, (_, value) => ({ kind: 'straight' as const, value })),
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind })),
      ...[1, 2, 3].flatMap((value) => [
        { kind: 'dozen' as const, value },
        { kind: 'column' as const, value },
      ]),
    ];
    for (const spot of spots) {
      let returned = 0n;
      for (let pocket = 0; pocket < 37; pocket += 1) returned += rouletteReturnMinor([{ ...spot, amountMinor: 100n }], pocket);
      expect(Number(returned) / 3700, JSON.stringify(spot)).toBeCloseTo(36 / 37, 12);
    }
    expect(ROULETTE_PAYS.straight).toBe(35);
  });

  it('spins 0…36', () => {
    const seen = new Set(Array.from({ length: 2000 }, (_, n) => spinWheel(seeds(n))));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});

describe('baccarat', () => {
  /** Exact odds of an 8-deck shoe: every card sequence the rules can deal, weighted by the cards left. */
  function exactOdds() {
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const odds: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
    const recurse = (drawn: number[], weight: number, left: number) => {
      let needMore = false;
      let result: ReturnType<typeof playHand> | undefined;
      try {
        let i = 0;
        result = playHand(() => {
          if (i < drawn.length) return drawn[i++]!;
          needMore = true;
          throw new Error('more');
        });
      } catch {
        // The hand needs another card: deal each value.
      }
      if (!needMore && result) {
        odds[result.winner] += weight;
        return;
      }
      for (let v = 0; v < 10; v += 1) {
        if (counts[v] === 0) continue;
        const p = counts[v]! / left;
        counts[v] = counts[v]! - 1;
        recurse([...drawn, v], weight * p, left - 1);
        counts[v] = counts[v]! + 1;
      }
    };
    recurse([], 1, 416);
    return odds;
  }

  it('returns the known figures exactly: banker 98.94 %, player 98.76 %, tie 85.64 %', () => {
    const odds = exactOdds();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    const banker = odds.banker * 1.95 + odds.tie;
    const player = odds.player * 2 + odds.tie;
    const tie = odds.tie * 9;
    expect(Math.abs(banker - 0.9894)).toBeLessThan(0.005);
    expect(Math.abs(player - 0.9876)).toBeLessThan(0.005);
    expect(Math.abs(tie - 0.8564)).toBeLessThan(0.005);
    expect(banker).toBeCloseTo(0.98942, 4);
    expect(player).toBeCloseTo(0.98765, 4);
  });

  it('deals real cards whose totals give the winner; bets settle by the rules', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const hand = dealBaccarat(seeds(nonce));
      expect(handTotal(hand.playerCards.map((c) => (c.rank >= 10 ? 0 : c.rank)))).toBe(hand.playerTotal);
      expect(handTotal(hand.bankerCards.map((c) => (c.rank >= 10 ? 0 : c.rank)))).toBe(hand.bankerTotal);
    }
    expect(baccaratReturnMinor('banker', 1000n, 'banker')).toBe(1950n);
    expect(baccaratReturnMinor('banker', 15n, 'banker')).toBe(29n);
    expect(baccaratReturnMinor('player', 1000n, 'tie')).toBe(1000n);
    expect(baccaratReturnMinor('tie', 1000n, 'tie')).toBe(9000n);
    expect(baccaratReturnMinor('player', 1000n, 'banker')).toBe(0n);
  });
});
