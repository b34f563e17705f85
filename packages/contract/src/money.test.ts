import { describe, expect, it } from 'vitest';
import { formatMinor, moneyStringSchema, parseMoney } from './money.js';

describe('money', () => {
  it('formats centavos as two-place decimal strings', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456n)).toBe('1234.56');
    expect(formatMinor(-1n)).toBe('-0.01');
  });

  it('parses decimal strings back to exact centavos', () => {
    expect(parseMoney('12.34')).toBe(1234n);
    expect(parseMoney('-0.50')).toBe(-50n);
    expect(parseMoney('99999999.99')).toBe(9999999999n);
  });

  it('refuses floats, three places, missing places and leading zeros', () => {
    for (const bad of ['1', '1.5', '1.234', '01.00', '1e3', ' 1.00', '', 'NaN', '.50']) {
      expect(moneyStringSchema.safeParse(bad).success, bad).toBe(false);
      expect(() => parseMoney(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every value it formats', () => {
    for (const minor of [0n, 1n, 99n, 100n, 101n, 123456789n, -42n]) {
      expect(parseMoney(formatMinor(minor))).toBe(minor);
    }
  });
});
