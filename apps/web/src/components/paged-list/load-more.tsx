import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  shown: number;
  /** The feature's i18n namespace, with its loadMore, loading and end texts. */
  ns: string;
}

/** The foot of a paged list: "load more" while pages remain, "end of list" after. */
export function LoadMore({ hasMore, loading, onMore, shown, ns }: LoadMoreProps) {
  const { t } = useTranslation(ns);
  if (hasMore) {
    return (
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={loading}
        aria-busy={loading}
        data-testid="list-more"
        onClick={onMore}
      >
        {loading ? t('loading') : t('loadMore')}
      </button>
    );
  }
  return shown > 0 ? <p className="card__muted list-end">{t('end')}</p> : null;
}
