import { useState } from 'react';
import type { KeysetPager } from '../../../lib/list/use-keyset-table';
import { back, currentCursor, forward, pageNumber, startTrail } from './cursor-trail';

export interface CursorPaging {
  /** The cursor to send for the page shown (undefined: the first page). */
  cursor: string | undefined;
  page: number;
  goNext: (next: string) => void;
  goBack: () => void;
  goFirst: () => void;
}

/** Forward-only paging over a cursor list; `queryKey` changes whenever the filters, sort or page size do. */
export function useCursorTrail(queryKey: string): CursorPaging {
  const [trail, setTrail] = useState(() => startTrail(queryKey));
  return {
    cursor: currentCursor(trail, queryKey),
    page: pageNumber(trail, queryKey),
    goNext: (next) => setTrail((t) => forward(t, queryKey, next)),
    goBack: () => setTrail((t) => back(t, queryKey)),
    goFirst: () => setTrail(startTrail(queryKey)),
  };
}

/** The paging as the shared pager shows it, with the last answer's `next` (null on the last page). */
export function pagerOf(paging: CursorPaging, next: string | null, loading: boolean): KeysetPager {
  return {
    page: paging.page,
    next,
    loading,
    goNext: () => next !== null && paging.goNext(next),
    goBack: paging.goBack,
    goFirst: paging.goFirst,
  };
}
