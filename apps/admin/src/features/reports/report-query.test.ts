import { describe, expect, it } from 'vitest';
import { choiceOf, queryOf, searchOf, yesterday } from './report-query';

// 2026-12-07 01:00 UTC is still 2026-12-06 in the merchant's UTC−3.
const NOW = Date.UTC(2026, 11, 7, 1, 0, 0);

describe('the report an address asks for', () => {
  it("defaults to yesterday by day, in the merchant's days", () => {
    expect(yesterday(NOW)).toBe('2026-12-05');
    expect(choiceOf(new URLSearchParams(), NOW)).toEqual({ from: '2026-12-05', to: '2026-12-05', groupBy: 'day', page: 1, limit: 20 });
  });

  it('keeps a valid range and grouping', () => {
    expect(choiceOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&groupBy=game'), NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'game',
      page: 1,
      limit: 20,
    });
  });

  it('keeps the page and a size the table offers for a ranked grouping, never for days', () => {
    const agents = choiceOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&groupBy=agent&page=3&limit=50'), NOW);
    expect(agents).toMatchObject({ page: 3, limit: 50 });
    expect(searchOf(agents).toString()).toBe('from=2026-11-01&to=2026-11-30&groupBy=agent&page=3&limit=50');
    expect(queryOf(agents)).toEqual({ from: '2026-11-01', to: '2026-11-30', groupBy: 'agent', page: 3, limit: 50 });
    expect(choiceOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&groupBy=agent&page=-1&limit=7'), NOW)).toMatchObject({
      page: 1,
      limit: 20,
    });
    const days = choiceOf(new URLSearchParams('from=2026-11-01&to=2026-11-30&groupBy=day&page=3&limit=50'), NOW);
    expect(days).toMatchObject({ page: 1, limit: 20 });
    expect(queryOf(days)).toEqual({ from: '2026-11-01', to: '2026-11-30', groupBy: 'day' });
  });

  it('falls back to yesterday for a range the server would refuse, keeping a known grouping only', () => {
    expect(choiceOf(new URLSearchParams('from=2026-12-01&to=2026-11-01&groupBy=agent'), NOW)).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
      groupBy: 'agent',
      page: 1,
      limit: 20,
    });
    expect(choiceOf(new URLSearchParams('from=2024-01-01&to=2026-01-01&groupBy=player'), NOW).groupBy).toBe('day');
  });
});
