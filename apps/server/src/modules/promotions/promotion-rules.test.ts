import { describe, expect, it } from 'vitest';
import { brazilDay, depositBonus, signInReward } from './promotion-rules.js';

const rules = { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 10, firstDepositOnly: true, expiryDays: 7 };

describe('promotion rules', () => {
  it('gives the percentage of the deposit, capped, and nothing under the minimum', () => {
    expect(depositBonus(rules, 5_000n)).toBe(5_000n);
    expect(depositBonus(rules, 100_000n)).toBe(50_000n);
    expect(depositBonus(rules, 1_999n)).toBe(0n);
    expect(depositBonus({ ...rules, percent: 33 }, 3_001n)).toBe(990n);
  });

  it('cycles the sign-in rewards after the last day', () => {
    const signIn = { rewards: ['1.00', '2.00', '5.00'] };
    expect([1, 2, 3, 4, 7].map((d) => signInReward(signIn, d))).toEqual([100n, 200n, 500n, 100n, 100n]);
  });

  it('counts days in Brasília time: 02:59 UTC is still the day before', () => {
    expect(brazilDay(Date.parse('2026-11-23T02:59:00Z'))).toBe('2026-11-22');
    expect(brazilDay(Date.parse('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    expect(brazilDay(Date.parse('2026-11-23T03:00:00Z'), -1)).toBe('2026-11-22');
  });
});
