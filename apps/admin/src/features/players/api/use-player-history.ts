import { keepPreviousData } from '@tanstack/react-query';
import { useCustom, type BaseRecord } from '@refinedev/core';
import { fillPath } from '../../../lib/api/api-client';
import { useCursorTrail } from './use-cursor-trail';

export const HISTORY_PAGE_SIZE = 20;

/**
 * One of a player's histories (GET /players/:id/ledger, /rounds, …): newest first, a page at a time by the opaque
 * cursor each answer gives for the page after it.
 */
export function usePlayerHistory<Row extends BaseRecord>(template: string, id: number) {
  const paging = useCursorTrail(`${template}|${id}`);
  const { query } = useCustom<{ rows: Row[]; next: string | null }>({
    url: fillPath(template, { id }),
    method: 'get',
    config: { query: { limit: HISTORY_PAGE_SIZE, cursor: paging.cursor } },
    queryOptions: { placeholderData: keepPreviousData },
  });
  return {
    // From the query: refine's `result.data` is an empty object before the first answer.
    rows: query.data?.data.rows ?? [],
    next: query.data?.data.next ?? null,
    loading: query.isFetching,
    paging,
    refetch: () => void query.refetch(),
  };
}
