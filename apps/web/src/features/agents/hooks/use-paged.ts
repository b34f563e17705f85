import { useInfiniteQuery } from '@tanstack/react-query';

interface PageShape<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

/** Pages appended on "load more"; new filters start again at page 1. */
export function usePaged<T>(key: readonly unknown[], load: (pageNo: number, signal: AbortSignal) => Promise<PageShape<T>>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
  return { query, items: query.data?.pages.flatMap((page) => page.list) ?? [] };
}
