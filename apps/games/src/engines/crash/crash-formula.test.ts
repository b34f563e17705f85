import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildChain, chainPosition, roundHash } from './crash-chain.js';
import { capCentsOf, crashCentsOf, flightMs, MAX_CRASH_CENTS, msToReach, multiplierCentsAt, winMinorOf } from './crash-formula.js';

const E = 2n ** 52n;
/** A round hash whose first 52 bits are h. */
const hashWith = (h: bigint) => h.toString(16).padStart(13, '0') + 'f'.repeat(51);

describe('the crash point formula', () => {
  it('gives a cash-out target m exactly a 99% return: P(crash ≥ m) · m = 0.99 (the first hash reaching each m checked)', () => {
    for (const k of [100, 101, 150, 200, 333, 1_000, 10_000, 1_000_000, MAX_CRASH_CENTS]) {
      // crash ≥ k/100 ⇔ h ≥ E − floor(99E/k): the share of hashes reaching k is floor(99E/k)/E.
      const first = E - (99n * E) / BigInt(k);
      expect(crashCentsOf(hashWith(first)), `k=${k}`).toBeGreaterThanOrEqual(k);
      expect(crashCentsOf(hashWith(first - 1n)), `k=${k}`).toBeLessThan(k);
      const share = Number((99n * E) / BigInt(k)) / Number(E);
      // Off from 0.99 only by the 2^-52 grain of the hash.
      expect(Math.abs(share * (k / 100) - 0.99), `k=${k}`).toBeLessThan((k / 100) * 2 ** -52 + 1e-15);
    }
  });

  it('busts instantly (1.00x, nobody wins) in 1% of rounds, and a simulation returns 99% at 2x and 10x', () => {
    expect(crashCentsOf(hashWith(0n))).toBe(99);
    expect(crashCentsOf(hashWith(E - (99n * E) / 100n))).toBe(100);
    expect(crashCentsOf(hashWith(E - 1n))).toBe(MAX_CRASH_CENTS);
    // Fixed stand-ins for round hashes (SHA-256 of a counter), so the sample is the same on every run: a
    // random one fails a three-sigma bound in about one run of 120 without anything being wrong.
    const n = 200_000;
    let [busts, at2, at10] = [0, 0, 0];
    for (let i = 0; i < n; i += 1) {
      const c = crashCentsOf(createHash('sha256').update(`crash-simulation-${i}`).digest('hex'));
      if (c < 100) busts += 1;
      if (c >= 200) at2 += 1;
      if (c >= 1_000) at10 += 1;
    }
    // Three standard deviations of each binomial share.
    expect(Math.abs(busts / n - 0.01)).toBeLessThan(3 * Math.sqrt((0.01 * 0.99) / n));
    expect(Math.abs((at2 / n) * 2 - 0.99)).toBeLessThan(2 * 3 * Math.sqrt((0.495 * 0.505) / n));
    expect(Math.abs((at10 / n) * 10 - 0.99)).toBeLessThan(10 * 3 * Math.sqrt((0.099 * 0.901) / n));
  });

  it('flies up to the crash point and no further; wins are stake × multiplier rounded down; the cap holds', () => {
    expect(multiplierCentsAt(0)).toBe(100);
    expect(multiplierCentsAt(msToReach(200))).toBe(200);
    expect(multiplierCentsAt(flightMs(250) - 1)).toBe(250);
    expect(multiplierCentsAt(flightMs(250))).toBe(251);
    expect(flightMs(99)).toBe(0);
    expect(winMinorOf(333n, 157)).toBe(522n);
    const cap = capCentsOf(100_000n, 10_000_000n);
    expect(cap).toBe(10_000);
    expect(winMinorOf(100_000n, cap)).toBe(10_000_000n);
    expect(winMinorOf(77_777n, capCentsOf(77_777n, 10_000_000n))).toBeLessThanOrEqual(10_000_000n);
  });
});

describe('the hash chain', () => {
  it('is played from the end: each revealed hash hashes forward to the terminating hash in its round number of steps', () => {
    const chain = buildChain(50);
    for (const round of [1, 2, 17, 50]) expect(chainPosition(roundHash(chain, round), chain.terminatingHash, 50)).toBe(round);
    // The next round's hash is a preimage of this one's: revealing one tells nothing of the next.
    expect(chainPosition(roundHash(chain, 6), roundHash(chain, 5), 1)).toBe(1);
  });

  it('refuses a tampered hash and a hash of another chain', () => {
    const chain = buildChain(30);
    const hash = roundHash(chain, 7);
    const tampered = (hash[0] === 'a' ? 'b' : 'a') + hash.slice(1);
    expect(chainPosition(tampered, chain.terminatingHash, 30)).toBeUndefined();
    expect(chainPosition(roundHash(buildChain(30), 7), chain.terminatingHash, 30)).toBeUndefined();
    expect(() => roundHash(chain, 31)).toThrow(RangeError);
  });
});
