import { randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Draws an integer in [0, n): uniform, from the CSPRNG (node's randomInt rejects the biased tail, no modulo bias). */
export type RandomIndex = (n: number) => number;

export const secureIndex: RandomIndex = (n) => randomInt(n);

/**
 * A seeded generator (xoroshiro128+ from pure-rand, unbiased integers) for
 * RTP simulations only: the mathematics under test does not depend on where
 * the numbers come from, and a fixed seed makes a simulation repeatable.
 * Never used for play.
 */
export function seededIndex(seed: number): RandomIndex {
  const rng = xoroshiro128plus(seed);
  return (n) => uniformInt(rng, 0, n - 1);
}
