import { describe, expect, it } from 'vitest';
import { periodOf, periodStartDay } from './limit-periods.js';

describe('limit periods (UTC−3)', () => {
  it('a week starts on Monday and a month on the 1st, in the merchant day', () => {
    expect(periodStartDay('week', '2026-12-06')).toBe('2026-11-30'); // a Sunday
    expect(periodStartDay('week', '2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(periodStartDay('month', '2026-12-06')).toBe('2026-12-01');
    expect(periodStartDay('day', '2026-12-06')).toBe('2026-12-06');
  });

  it('ends at 03:00 UTC of the next period (00:00 in Brasília)', () => {
    const at = Date.parse('2026-12-31T23:00:00Z'); // 20:00 in Brasília, still Dec 31
    expect(periodOf('day', at).endsAt.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(periodOf('month', at).endsAt.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(periodOf('week', at)).toMatchObject({ from: '2026-12-28', to: '2026-12-31' });
    expect(periodOf('week', at).endsAt.toISOString()).toBe('2027-01-04T03:00:00.000Z');
    // 01:00 UTC on Jan 1 is still Dec 31 in Brasília.
    expect(periodOf('day', Date.parse('2027-01-01T01:00:00Z')).to).toBe('2026-12-31');
  });
});
