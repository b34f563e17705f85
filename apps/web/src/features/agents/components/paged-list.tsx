import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkleIcon } from '../../../components/ui/icons/status-icons';

interface PagedListProps<T> {
  paged: {
    query: { isSuccess: boolean; isFetching: boolean; hasNextPage: boolean; fetchNextPage: () => Promise<unknown> };
    items: T[];
  };
  testId: string;
  renderItem: (item: T) => ReactNode;
}

/** A list card with "load more" (SPEC §4: paged lists append) and an empty state. */
export function PagedList<T>({ paged: { query, items }, testId, renderItem }: PagedListProps<T>) {
  const { t } = useTranslation('agents');
  return (
    <>
      {query.isSuccess && items.length === 0 ? <EmptyState icon={<SparkleIcon size={32} />} title={t('empty')} /> : null}
      {items.length > 0 ? (
        <section className="card">
          <ul className="rows" data-testid={testId}>
            {items.map(renderItem)}
          </ul>
        </section>
      ) : null}
      {query.hasNextPage ? (
        <button type="button" className="btn btn--ghost btn--block" disabled={query.isFetching} onClick={() => void query.fetchNextPage()}>
          {query.isFetching ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </>
  );
}
