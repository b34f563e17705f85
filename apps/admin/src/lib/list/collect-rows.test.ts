import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../refine/data-provider';
import { collectRows, type PagePosition } from './collect-rows';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('collectRows', () => {
  it('follows a keyset list to its last page', async () => {
    const fetchPage = vi.fn(async (position: PagePosition): Promise<ListPage> => {
      if (position.cursor === undefined) return { data: rows(1, 2), total: 2, paging: 'keyset', cursor: 10 };
      return { data: rows(3, 1), total: 1, paging: 'keyset', cursor: null };
    });
    const progress = vi.fn();
    const result = await collectRows(fetchPage, 100, progress);
    expect(result).toEqual({ rows: rows(1, 3), capped: false });
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([{ page: 1 }, { page: 2, cursor: 10 }]);
    expect(progress.mock.calls.map(([n]) => n)).toEqual([2, 3]);
  });

  it('counts pages of a counted list until the total is read', async () => {
    const fetchPage = vi.fn(async ({ page }: PagePosition): Promise<ListPage> => ({
      data: page < 3 ? rows(page * 10, 2) : rows(99, 1),
      total: 5,
      paging: 'total-header',
    }));
    const result = await collectRows(fetchPage, 100);
    expect(result.rows).toHaveLength(5);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('reads a whole list once, and stops at the cap saying so', async () => {
    const whole = vi.fn(async (): Promise<ListPage> => ({ data: rows(1, 4), total: 4, paging: 'none' }));
    expect(await collectRows(whole, 100)).toEqual({ rows: rows(1, 4), capped: false });
    expect(whole).toHaveBeenCalledTimes(1);
    const endless = vi.fn(async ({ page }: PagePosition): Promise<ListPage> => ({
      data: rows(page * 10, 3),
      total: 3,
      paging: 'cursor',
      cursor: `c${page}`,
    }));
    expect(await collectRows(endless, 5)).toEqual({ rows: [...rows(10, 3), ...rows(20, 2)], capped: true });
  });

  it('stops on an empty page whatever the paging says', async () => {
    const empty = vi.fn(async (): Promise<ListPage> => ({ data: [], total: 9, paging: 'offset' }));
    expect(await collectRows(empty, 100)).toEqual({ rows: [], capped: false });
  });
});
