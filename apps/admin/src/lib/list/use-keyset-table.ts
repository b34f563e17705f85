import { useState } from 'react';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilters, HttpError } from '@refinedev/core';
import type { ListPage } from '../refine/data-provider';
import { back, currentCursor, firstPage, forward, pageNumber, type KeysetTrail } from './keyset-trail';

export interface KeysetPager {
  page: number;
  /** The next page's cursor from the last answer; null on the last page. */
  next: string | number | null;
  loading: boolean;
  goNext: () => void;
  goBack: () => void;
  goFirst: () => void;
}

interface KeysetTableOptions<V> {
  resource: string;
  pageSize?: number;
  /** The search form's values as filters (what the server filters by). */
  onSearch: (values: V) => CrudFilters;
}

/**
 * refine's antd table over a keyset list (`limit` + `before`): the filters come from a search form, the page from a
 * trail of cursors; the server orders the list (newest first), so the columns do not sort. A new search starts on
 * the first page again, its old cursors meaning nothing under other filters.
 */
export function useKeysetTable<T extends BaseRecord, V>({ resource, pageSize = 50, onSearch }: KeysetTableOptions<V>) {
  const [trail, setTrail] = useState<KeysetTrail>(firstPage);
  const table = useTable<T, HttpError, V>({
    resource,
    onSearch,
    syncWithLocation: false,
    pagination: { mode: 'server', pageSize },
    sorters: { mode: 'off' },
    meta: { cursor: currentCursor(trail) },
  });
  const answer = table.tableQuery.data as ListPage<T> | undefined;
  const next = answer?.cursor ?? null;
  const pager: KeysetPager = {
    page: pageNumber(trail),
    next,
    loading: table.tableQuery.isFetching,
    goNext: () => next !== null && setTrail((t) => forward(t, next)),
    goBack: () => setTrail(back),
    goFirst: () => setTrail(firstPage()),
  };
  const searchFormProps = {
    ...table.searchFormProps,
    onFinish: async (values: V) => {
      setTrail(firstPage());
      await table.searchFormProps.onFinish?.(values);
    },
  };
  return { ...table, searchFormProps, tableProps: { ...table.tableProps, pagination: false as const }, pager };
}
