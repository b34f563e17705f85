import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './format-money';
import { formatCalendarDay, formatCountdown, formatDayTime } from './format-time';

describe('formatMoney', () => {
  it('uses the language separators with an R$ prefix', () => {
    expect(formatMoney('1234.56', 'pt')).toBe('R$ 1.234,56');
    expect(formatMoney('1234.56', 'en')).toBe('R$ 1,234.56');
    expect(formatMoney('0.00', 'pt')).toBe('R$ 0,00');
    expect(formatMoney('-20.00', 'pt')).toBe('-R$ 20,00');
  });

  it('keeps big amounts exact (no float on the way)', () => {
    expect(formatMoney('9007199254740993.01', 'en')).toBe('R$ 9,007,199,254,740,993.01');
  });

  it('signs movements', () => {
    expect(formatSignedMoney('50.00', 'pt')).toBe('+R$ 50,00');
    expect(formatSignedMoney('-20.00', 'pt')).toBe('-R$ 20,00');
    expect(formatSignedMoney('0.00', 'pt')).toBe('R$ 0,00');
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss rounding up partial seconds, never negative', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(75 * 60_000)).toBe('75:00');
  });
});

describe('formatCalendarDay', () => {
  it('writes a birthday the local way, whatever the phone time zone', () => {
    expect(formatCalendarDay('1990-05-17', 'pt')).toBe('17/05/1990');
    expect(formatCalendarDay('1990-05-17', 'en')).toBe('05/17/1990');
    expect(formatCalendarDay('1990-01-01', 'pt')).toBe('01/01/1990');
    expect(formatCalendarDay('not a day', 'pt')).toBe('not a day');
  });
});

describe('formatDayTime', () => {
  it('writes a payout time as day, month and 24-hour time the local way', () => {
    const iso = new Date(2026, 2, 10, 14, 5).toISOString();
    expect(formatDayTime(iso, 'pt')).toBe('10/03 14:05');
    expect(formatDayTime(iso, 'en')).toBe('03/10, 14:05');
    expect(formatDayTime('soon', 'pt')).toBe('soon');
  });
});
