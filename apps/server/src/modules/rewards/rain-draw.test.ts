import { describe, expect, it } from 'vitest';
import { drawEnvelopes } from './rain-draw.js';

describe('red envelope draw', () => {
  it('fills every envelope with at least one centavo and never more than the budget in all', () => {
    const cases: Array<[bigint, number]> = [
      [5_000n, 50],
      [100n, 100],
      [101n, 100],
      [1n, 1],
      [123_456n, 7],
      [10_000_000n, 10_000],
    ];
    for (const [budget, count] of cases) {
      for (let round = 0; round < 20; round += 1) {
        const amounts = drawEnvelopes(budget, count);
        expect(amounts).toHaveLength(count);
        expect(amounts.every((a) => a >= 1n)).toBe(true);
        expect(amounts.reduce((a, b) => a + b, 0n)).toBe(budget);
      }
    }
  });

  it('does not give every envelope the same amount', () => {
    expect(new Set(drawEnvelopes(5_000n, 50).map(String)).size).toBeGreaterThan(5);
  });

  it('refuses a budget that cannot put one centavo in each envelope', () => {
    expect(() => drawEnvelopes(49n, 50)).toThrow(RangeError);
  });
});
