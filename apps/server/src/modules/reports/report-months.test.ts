import { describe, expect, it } from 'vitest';
import { splitByMonths } from './report-months.js';

describe('a range split into whole months and ragged ends', () => {
  it('reads days alone when no whole month fits', () => {
    expect(splitByMonths('2026-11-07', '2026-12-06')).toEqual({ days: [{ from: '2026-11-07', to: '2026-12-06' }], months: null });
    expect(splitByMonths('2026-12-06', '2026-12-06')).toEqual({ days: [{ from: '2026-12-06', to: '2026-12-06' }], months: null });
  });

  it('reads a whole month from the monthly rows', () => {
    expect(splitByMonths('2026-11-01', '2026-11-30')).toEqual({ days: [], months: { from: '2026-11-01', to: '2026-11-01' } });
    expect(splitByMonths('2024-02-01', '2024-02-29')).toEqual({ days: [], months: { from: '2024-02-01', to: '2024-02-01' } });
  });

  it('reads the days before and after the whole months, across a year', () => {
    expect(splitByMonths('2025-12-15', '2026-03-03')).toEqual({
      days: [
        { from: '2025-12-15', to: '2025-12-31' },
        { from: '2026-03-01', to: '2026-03-03' },
      ],
      months: { from: '2026-01-01', to: '2026-02-01' },
    });
    expect(splitByMonths('2025-12-06', '2026-12-06').months).toEqual({ from: '2026-01-01', to: '2026-11-01' });
  });
});
