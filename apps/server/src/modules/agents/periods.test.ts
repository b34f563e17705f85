import { describe, expect, it } from 'vitest';
import { dayOf, dayRange, lastFinished, periodOf } from './periods.js';

describe('merchant periods (UTC−3)', () => {
  it('reads the merchant day of an instant and its bounds', () => {
    expect(dayOf(Date.parse('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(dayOf(Date.parse('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    const range = dayRange(Date.parse('2026-11-23T12:00:00Z'));
    expect(range).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect([range.from.toISOString(), range.to.toISOString()]).toEqual(['2026-11-23T03:00:00.000Z', '2026-11-24T03:00:00.000Z']);
    expect(dayRange(0, '2026-11-20', '2026-11-18')).toMatchObject({ startDate: '2026-11-18', endDate: '2026-11-20' });
  });

  it('turns day and hour keys into periods, and names the last finished one', () => {
    const hour = periodOf('2026-11-23T14');
    expect([hour.from.toISOString(), hour.to.toISOString()]).toEqual(['2026-11-23T17:00:00.000Z', '2026-11-23T18:00:00.000Z']);
    expect(periodOf('2026-11-23').to.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    const now = Date.parse('2026-11-23T17:30:00Z');
    expect(lastFinished('day', now)).toBe('2026-11-22');
    expect(lastFinished('hour', now)).toBe('2026-11-23T13');
    expect(() => periodOf('not-a-day')).toThrow(RangeError);
  });
});
