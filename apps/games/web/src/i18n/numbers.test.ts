import { describe, expect, it } from 'vitest';
import { chipLabel, formatCrashCents, formatMultiplier, formatNumber, formatTrimmed } from './numbers';

describe('numbers in the page language', () => {
  it('writes every multiplier one way: the number the local way, then the sign', () => {
    expect(formatCrashCents(105, 'pt')).toBe('1,05×');
    expect(formatCrashCents(105, 'en')).toBe('1.05×');
    expect(formatCrashCents(100, 'pt')).toBe('1,00×');
    expect(formatMultiplier(1.13, 'pt', 2)).toBe('1,13×');
    expect(formatMultiplier(1.9412, 'pt')).toBe('1,9412×');
    expect(formatMultiplier(0.4, 'en')).toBe('0.4×');
    expect(formatMultiplier(1000, 'pt')).toBe('1000×');
  });

  it('writes plain numbers with the decimal comma in Portuguese', () => {
    expect(formatNumber(49.5, 'pt', 2)).toBe('49,50');
    expect(formatNumber(49.5, 'en', 2)).toBe('49.50');
    expect(formatTrimmed(0.5, 'pt')).toBe('0,5');
    expect(chipLabel('0.50', 'pt')).toBe('0,50');
    expect(chipLabel('5.00', 'en')).toBe('5');
  });
});
