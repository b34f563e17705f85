import { randomInt } from 'node:crypto';

const WEIGHT_MAX = 1_000_000;

/**
 * Splits a budget (centavos) into `count` envelopes from the CSPRNG: each
 * holds at least 1 centavo, the rest is shared by random weights, and what
 * rounding leaves goes one centavo each to random envelopes. The sum is the
 * budget exactly, never more.
 */
export function drawEnvelopes(budget: bigint, count: number): bigint[] {
  if (count < 1 || budget < BigInt(count)) throw new RangeError(`cannot put ${budget} centavos into ${count} envelopes`);
  const weights = Array.from({ length: count }, () => BigInt(randomInt(1, WEIGHT_MAX)));
  const total = weights.reduce((a, b) => a + b, 0n);
  const rest = budget - BigInt(count);
  const amounts = weights.map((w) => 1n + (rest * w) / total);
  let left = budget - amounts.reduce((a, b) => a + b, 0n);
  while (left > 0n) {
    const i = randomInt(0, count);
    amounts[i] = (amounts[i] as bigint) + 1n;
    left -= 1n;
  }
  return amounts;
}
