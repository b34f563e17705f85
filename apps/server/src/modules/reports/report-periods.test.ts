import { describe, expect, it } from 'vitest';
import { splitByPeriods } from './report-periods.js';

// 2026-11-02 and 2026-11-30 are Mondays; 2026-12-06 a Sunday.
describe('a range split into whole months, whole weeks and ragged days', () => {
  it('reads days alone when no whole week or month fits', () => {
    expect(splitByPeriods('2026-12-06', '2026-12-06')).toEqual({
      months: null,
      weeks: [],
      days: [{ from: '2026-12-06', to: '2026-12-06' }],
    });
    expect(splitByPeriods('2026-11-04', '2026-11-09')).toEqual({
      months: null,
      weeks: [],
      days: [{ from: '2026-11-04', to: '2026-11-09' }],
    });
  });

  it('reads a whole month from the monthly rows', () => {
    expect(splitByPeriods('2026-11-01', '2026-11-30')).toEqual({ months: { from: '2026-11-01', to: '2026-11-01' }, weeks: [], days: [] });
    expect(splitByPeriods('2024-02-01', '2024-02-29')).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, weeks: [], days: [] });
  });

  it('reads 30 days that are not a month as whole weeks and a few days', () => {
    // 2026-11-07 (Saturday) … 2026-12-06 (Sunday): Saturday and Sunday as days, then the four weeks from Monday
    // 9 November to Sunday 6 December (no month is whole).
    expect(splitByPeriods('2026-11-07', '2026-12-06')).toEqual({
      months: null,
      weeks: [{ from: '2026-11-09', to: '2026-11-30' }],
      days: [{ from: '2026-11-07', to: '2026-11-08' }],
    });
    expect(splitByPeriods('2026-11-02', '2026-11-08')).toEqual({
      months: null,
      weeks: [{ from: '2026-11-02', to: '2026-11-02' }],
      days: [],
    });
  });

  it('reads months, then weeks and days at each end, across a year', () => {
    expect(splitByPeriods('2025-12-15', '2026-03-03')).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      // 15 December 2025 is a Monday: two whole weeks, then Monday 29 … Wednesday 31 as days; 1 … 3 March as days.
      weeks: [{ from: '2025-12-15', to: '2025-12-22' }],
      days: [
        { from: '2025-12-29', to: '2025-12-31' },
        { from: '2026-03-01', to: '2026-03-03' },
      ],
    });
    expect(splitByPeriods('2025-12-06', '2026-12-06').months).toEqual({ from: '2026-01-01', to: '2026-11-01' });
  });
});
