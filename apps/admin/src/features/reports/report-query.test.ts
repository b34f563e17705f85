import { describe, expect, it } from 'vitest';
import { choiceOf, yesterday } from './report-query';

// 2026-12-07 01:00 UTC is still 2026-12-06 in the merchant's UTC−3.
const NOW = Date.UTC(2026, 11, 7, 1, 0, 0);

describe('the report an address asks for', () => {
  it("defaults to yesterday by day, in the merchant's days", () => {
    expect(yesterday(NOW)).toBe('2026-12-05');
    expect(choiceOf(new URLSearchParams(), NOW)).toEqual({ from: '2026-12-05', to: '2026-12-05', groupBy: 'day' });
  });

  it('keeps a valid range and grouping', () => {
    expect(choiceOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&groupBy=game'), NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'game',
    });
  });

  it('falls back to yesterday for a range the server would refuse, keeping a known grouping only', () => {
    expect(choiceOf(new URLSearchParams('from=2026-12-01&to=2026-11-01&groupBy=agent'), NOW)).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
      groupBy: 'agent',
    });
    expect(choiceOf(new URLSearchParams('from=2024-01-01&to=2026-01-01&groupBy=player'), NOW).groupBy).toBe('day');
  });
});
