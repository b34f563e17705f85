import { describe, expect, it } from 'vitest';
import { formatMoney, plainMoney } from './money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes Brazilian and English currency with two decimals', () => {
    expect(formatMoney('1234.56', 'pt')).toBe(`R$${nbsp}1.234,56`);
    expect(formatMoney('1234.56', 'en')).toBe('R$1,234.56');
    expect(formatMoney('0.00', 'pt')).toBe(`R$${nbsp}0,00`);
    expect(formatMoney('7', 'en')).toBe('R$7.00');
    expect(formatMoney('7.5', 'pt')).toBe(`R$${nbsp}7,50`);
  });

  it('matches what Intl writes for amounts a double holds exactly', () => {
    for (const amount of ['0.01', '999.99', '1000.00', '-1234567.89']) {
      const pt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(amount));
      const en = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(Number(amount));
      expect(formatMoney(amount, 'pt')).toBe(pt);
      expect(formatMoney(amount, 'en')).toBe(en);
    }
  });

  it('keeps every centavo of totals past what a float holds', () => {
    expect(formatMoney('90071992547409.93', 'pt')).toBe(`R$${nbsp}90.071.992.547.409,93`);
    expect(formatMoney('-12345678901234567.01', 'en')).toBe('-R$12,345,678,901,234,567.01');
  });

  it('writes no minus for a negative zero and shows anything else as it came', () => {
    expect(formatMoney('-0.00', 'en')).toBe('R$0.00');
    expect(formatMoney('abc', 'pt')).toBe('abc');
    expect(formatMoney('1.234', 'pt')).toBe('1.234');
  });
});

describe('plainMoney', () => {
  it('gives the plain decimal for files', () => {
    expect(plainMoney('1234.5')).toBe('1234.50');
    expect(plainMoney('-3')).toBe('-3.00');
    expect(plainMoney('12.34')).toBe('12.34');
  });
});
