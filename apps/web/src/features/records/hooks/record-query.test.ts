import { describe, expect, it } from 'vitest';
import { accountRecordQuery, betRecordQuery, defaultRange, orderedRange } from './record-query';

describe('record filters', () => {
  it("defaults to the last 7 days including today, in the merchant's days", () => {
    // 01:30 UTC on the 4th is still the 3rd in São Paulo: the merchant's day, not the phone's or UTC's.
    expect(defaultRange(new Date('2026-01-04T01:30:00Z'))).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
  });

  it('builds the account record query, leaving out empty filters', () => {
    const base = { type: '', types: null, startDate: '2026-11-16', endDate: '2026-11-22' };
    expect(accountRecordQuery(base, 1)).toBe('startDate=2026-11-16&endDate=2026-11-22&pageNo=1&pageSize=20');
    expect(accountRecordQuery({ ...base, type: 'deposit', types: 'A' }, 3)).toBe(
      'type=deposit&types=A&startDate=2026-11-16&endDate=2026-11-22&pageNo=3&pageSize=20',
    );
  });

  it('builds the bet record query with the vendor code upper-cased', () => {
    expect(betRecordQuery({ vendor: ' pp ', status: 'completed', startDate: '2026-11-01', endDate: '2026-11-02' }, 2)).toBe(
      'vendor=PP&status=completed&startDate=2026-11-01&endDate=2026-11-02&pageNo=2&pageSize=20',
    );
  });

  it('reads a reversed range the right way round', () => {
    expect(orderedRange({ startDate: '2026-11-22', endDate: '2026-11-01' })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
  });
});
