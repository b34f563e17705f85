import { describe, expect, it } from 'vitest';
import { JACKPOT_MAX, JACKPOT_MIN, jackpotStart, jackpotStep } from './jackpot';

const fixed = (v: number) => () => v;

describe('jackpot counter (SPEC §2)', () => {
  it('starts between 1.2 and 1.3 billion', () => {
    expect(jackpotStart(fixed(0))).toBe(1_200_000_000);
    expect(jackpotStart(fixed(0.5))).toBe(1_250_000_000);
    expect(jackpotStart(fixed(0.999999999))).toBe(JACKPOT_MAX);
    for (let i = 0; i < 200; i += 1) {
      const v = jackpotStart(Math.random);
      expect(v).toBeGreaterThanOrEqual(JACKPOT_MIN);
      expect(v).toBeLessThanOrEqual(JACKPOT_MAX);
    }
  });

  it('rises every 3, 4 or 5 seconds by 100 to 500', () => {
    expect(jackpotStep(fixed(0))).toEqual({ delayMs: 3000, increment: 100 });
    expect(jackpotStep(fixed(0.5))).toEqual({ delayMs: 4000, increment: 300 });
    expect(jackpotStep(fixed(0.9999))).toEqual({ delayMs: 5000, increment: 500 });
    const delays = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const { delayMs, increment } = jackpotStep(Math.random);
      delays.add(delayMs);
      expect(increment).toBeGreaterThanOrEqual(100);
      expect(increment).toBeLessThanOrEqual(500);
    }
    expect([...delays].sort()).toEqual([3000, 4000, 5000]);
  });
});
