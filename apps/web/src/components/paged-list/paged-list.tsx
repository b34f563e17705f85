import type { ReactNode } from 'react';
import { useInfiniteScroll } from '../games/use-infinite-scroll';
import { EmptyState } from '../ui/empty-state';
import { SparkleIcon } from '../ui/icons/status-icons';
import { LoadMore } from './load-more';
import './paged-list.css';

interface PagedListProps<T> {
  /** What usePagedList returns: the infinite query and its pages flattened. */
  paged: {
    query: { isSuccess: boolean; isFetching: boolean; hasNextPage: boolean; fetchNextPage: () => Promise<unknown> };
    items: T[];
  };
  /** Shown once the first page has come back with nothing (not while it loads). */
  emptyTitle: string;
  testId: string;
  /** One <li> of the list. */
  renderItem: (item: T) => ReactNode;
  /** The feature's i18n namespace, with its loadMore, loading and end texts. */
  ns: string;
}

/**
 * The body of a paged screen (records, agent team lists) under its filters:
 * empty state, the rows card and its foot. Pages load by themselves near the
 * bottom (as the game lists do); the "load more" button stays for keyboards
 * and screen readers. Test ids: the list's testId, list-more, empty-state.
 */
export function PagedList<T>({ paged: { query, items }, emptyTitle, testId, renderItem, ns }: PagedListProps<T>) {
  const { fetchNextPage } = query;
  useInfiniteScroll(query.hasNextPage, query.isFetching, () => void fetchNextPage(), items.length);
  return (
    <>
      {query.isSuccess && items.length === 0 ? <EmptyState icon={<SparkleIcon size={32} />} title={emptyTitle} /> : null}
      {items.length > 0 ? (
        <section className="card">
          <ul className="rows" data-testid={testId}>
            {items.map(renderItem)}
          </ul>
        </section>
      ) : null}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetching}
        shown={items.length}
        onMore={() => void query.fetchNextPage()}
        ns={ns}
      />
    </>
  );
}
