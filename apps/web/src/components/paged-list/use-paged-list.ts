import { useInfiniteQuery } from '@tanstack/react-query';

interface PageShape<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

/** Pages appended on "load more" (SPEC §4: paged lists append); new filters start again at page 1. */
export function usePagedList<T>(key: readonly unknown[], load: (pageNo: number, signal: AbortSignal) => Promise<PageShape<T>>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { query, items };
}
