import { keepPreviousData } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { type PlayerRow } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import type { ListPage } from '../../../lib/refine/data-provider';
import { playerSearchFilters, type PlayerSearchValues } from './player-search-filters';
import { useCursorTrail } from './use-cursor-trail';

const PAGE_SIZE = 50;

/**
 * The search's state. refine's useTable keeps the filters (from the form) and the sort (from the table's headers)
 * but fetches nothing: its paging is by page number, ours by cursor. The list is fetched here with the cursor of the
 * page shown, which belongs to these very filters and sort (a changed query starts again from page 1 in the same
 * render, never sending an old cursor).
 */
export function usePlayerSearch() {
  const { timeZone } = useFormat();
  const table = useTable<PlayerRow, never, PlayerSearchValues>({
    resource: 'players',
    syncWithLocation: false,
    pagination: { mode: 'off' },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    filters: { defaultBehavior: 'replace' },
    queryOptions: { enabled: false },
    onSearch: (values) => playerSearchFilters(values, timeZone),
  });
  const paging = useCursorTrail(JSON.stringify([table.filters, table.sorters]));
  const list = useList<PlayerRow>({
    resource: 'players',
    filters: table.filters,
    sorters: table.sorters,
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: 'server' },
    meta: { cursor: paging.cursor },
    // The page shown stays while the next one loads, instead of an empty table flashing between pages.
    queryOptions: { placeholderData: keepPreviousData },
  });
  const page = list.query.data as ListPage<PlayerRow> | undefined;
  return {
    searchFormProps: table.searchFormProps,
    onTableChange: table.tableProps.onChange,
    filters: table.filters,
    sorters: table.sorters,
    paging,
    rows: page?.data ?? [],
    loading: list.query.isFetching,
    total: page?.total,
    totalCapped: page?.totalCapped ?? false,
    next: typeof page?.cursor === 'string' ? page.cursor : null,
  };
}
