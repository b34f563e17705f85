import type { BaseRecord } from '@refinedev/core';
import type { ListPage } from '../refine/data-provider';

/** Where the next page starts: a cursor (keyset and cursor lists) or a page number (counted lists). */
export interface PagePosition {
  page: number;
  cursor?: string | number;
}

/** The page after `page`, or null when it was the last: each paging of resource-routes.ts says so its own way. */
export function nextPosition(page: ListPage, position: PagePosition, seen: number): PagePosition | null {
  if (page.data.length === 0) return null;
  if (page.paging === 'keyset' || page.paging === 'cursor') {
    return page.cursor === null || page.cursor === undefined ? null : { page: position.page + 1, cursor: page.cursor };
  }
  if (page.paging === 'offset' || page.paging === 'total-header') {
    return seen < (page.total ?? 0) ? { page: position.page + 1 } : null;
  }
  return null;
}

/**
 * Every row a list's filters match, page after page, for a CSV export; stops at `cap` rows so a careless export of a
 * huge list cannot hold the server and the tab for minutes (`capped` then says the file is partial).
 */
export async function collectRows<T extends BaseRecord>(
  fetchPage: (position: PagePosition) => Promise<ListPage<T>>,
  cap: number,
  onProgress?: (count: number) => void,
): Promise<{ rows: T[]; capped: boolean }> {
  const rows: T[] = [];
  let position: PagePosition | null = { page: 1 };
  while (position) {
    const page = await fetchPage(position);
    rows.push(...page.data);
    onProgress?.(Math.min(rows.length, cap));
    position = nextPosition(page as ListPage, position, rows.length);
    if (rows.length >= cap) return { rows: rows.slice(0, cap), capped: rows.length > cap || position !== null };
  }
  return { rows, capped: false };
}
