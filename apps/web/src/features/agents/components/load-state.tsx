import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/** Loading spinner, or a retry button after a failure. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('agents');
  if (query.isError) {
    return (
      <button type="button" className="btn btn--ghost btn--block" onClick={() => void query.refetch()}>
        {t('loadFailed')}
      </button>
    );
  }
  return query.isPending ? <Spinner label={t('loading')} /> : null;
}
