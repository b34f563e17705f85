import type { CompiledSlot } from './slot-evaluate.js';
import { evaluateLine } from './slot-evaluate.js';

/** Symbol frequencies of each reel: reels stop uniformly, so these are the odds of a symbol at any row. */
function frequencies(s: CompiledSlot): Array<Map<number, number>> {
  return s.strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const x of strip) counts.set(x, (counts.get(x) ?? 0) + 1 / strip.length);
    return counts;
  });
}

/** Expected win of one line in line units: every tuple of reel symbols, weighted by its probability, read by the engine's own line rule. */
function lineEv(s: CompiledSlot): number {
  const freq = frequencies(s).map((m) => [...m]);
  const reels = freq.length;
  const tuple = new Int32Array(reels);
  let ev = 0;
  const walk = (reel: number, p: number) => {
    if (reel === reels) {
      ev += p * evaluateLine(s, reels, (r) => tuple[r]!)[2];
      return;
    }
    for (const [symbol, q] of freq[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return ev;
}

/** Distribution of a per-reel count over all the reel's stops (windows wrap around the strip). */
function windowCounts(strip: Int32Array, rows: number, counts: (symbol: number) => boolean): Map<number, number> {
  const dist = new Map<number, number>();
  for (let stop = 0; stop < strip.length; stop += 1) {
    let n = 0;
    for (let row = 0; row < rows; row += 1) if (counts(strip[(stop + row) % strip.length]!)) n += 1;
    dist.set(n, (dist.get(n) ?? 0) + 1 / strip.length);
  }
  return dist;
}

/** Expected ways win in bet units: reels are independent, so E[Π hits · 1(next reel misses)] = Π E[hits] · P(miss). */
function waysEv(s: CompiledSlot): number {
  let ev = 0;
  for (const symbol of s.regular) {
    const hits = s.strips.map((strip) => windowCounts(strip, s.rows, (x) => x === symbol || s.wild[x]!));
    let product = 1;
    for (let k = 1; k <= hits.length; k += 1) {
      product *= [...hits[k - 1]!].reduce((sum, [n, p]) => sum + n * p, 0);
      const missNext = k < hits.length ? (hits[k]!.get(0) ?? 0) : 1;
      ev += s.pays[symbol]![k]! * product * missNext;
    }
  }
  return ev;
}

/** Distribution of the number of scatters in the whole window: the reels' counts convolved. */
function scatterDistribution(s: CompiledSlot): Map<number, number> {
  let total = new Map([[0, 1]]);
  if (s.scatter < 0) return total;
  for (const strip of s.strips) {
    const reel = windowCounts(strip, s.rows, (x) => x === s.scatter);
    const next = new Map<number, number>();
    for (const [a, p] of total) for (const [b, q] of reel) next.set(a + b, (next.get(a + b) ?? 0) + p * q);
    total = next;
  }
  return total;
}

export interface SlotMath {
  /** Expected win of one paid spin without the feature, in total bets. */
  baseRtp: number;
  /** Chance that a paid spin triggers the free spins. */
  triggerChance: number;
  /** Return to player, free spins included, as a fraction of the total bet. */
  rtp: number;
}

/**
 * The exact return of a configuration (no sampling): line wins by
 * enumeration over reel symbols with the engine's line rule, ways wins from
 * the reels' window counts, scatter pays by convolution, and the free spins
 * as their trigger chance × spins × multiplier × the base return (they do not
 * retrigger).
 */
export function slotMath(s: CompiledSlot): SlotMath {
  const config = s.config;
  const paysUnits = config.mode === 'lines' ? lineEv(s) * s.lines.length : waysEv(s);
  let scatterTotalBets = 0;
  let triggerChance = 0;
  for (const [n, p] of scatterDistribution(s)) {
    scatterTotalBets += p * s.scatterPays[n]!;
    if (config.freeSpins && n >= config.freeSpins.trigger) triggerChance += p;
  }
  const baseRtp = paysUnits / config.betUnits + scatterTotalBets;
  const feature = config.freeSpins ? triggerChance * config.freeSpins.spins * config.freeSpins.multiplier * baseRtp : 0;
  return { baseRtp, triggerChance, rtp: baseRtp + feature };
}
