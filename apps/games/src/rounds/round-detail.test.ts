import { describe, expect, it } from 'vitest';
import { scaledText } from './round-detail.js';

describe('scaledText', () => {
  it('shows a scaled integer multiplier with two decimals, rounded down like the pages', () => {
    expect(scaledText(19_800, 10_000)).toBe('1.98');
    expect(scaledText(19_899, 10_000)).toBe('1.98');
    expect(scaledText(4_950, 100)).toBe('49.50');
    expect(scaledText(5, 100)).toBe('0.05');
    expect(scaledText(0, 10_000)).toBe('0.00');
  });
});
