import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export interface PageShape<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

/** The query of a paged list under `queryKey`: pages are numbered from 1 (SPEC §4: paged lists append). */
export function pagedListQueryOptions<T, K extends readonly unknown[]>(
  queryKey: K,
  load: (pageNo: number, signal: AbortSignal) => Promise<PageShape<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PageShape<T>) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

/** Pages appended on "load more"; a new key (new filters) starts again at page 1. */
export function usePagedList<T, K extends readonly unknown[]>(options: ReturnType<typeof pagedListQueryOptions<T, K>>) {
  const query = useInfiniteQuery(options);
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { query, items };
}
