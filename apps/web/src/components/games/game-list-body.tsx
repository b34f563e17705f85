import { useTranslation } from 'react-i18next';
import type { GameListData } from '../../lib/games/use-game-list';
import { useErrorText } from '../../lib/api/use-error-text';
import { Spinner } from '../ui/spinner';
import { GameGrid } from './game-grid';
import './games.css';

interface GameListBodyProps {
  data: GameListData;
  hot?: boolean;
  /** Text when the list is empty (favourites and recent have their own). */
  emptyText?: string;
  /** Show at most this many tiles (the home's vendor lists show 6 until "show more"). */
  limit?: number;
  /** Whether to say "you have seen every game" when the last page is in. */
  showEnd?: boolean;
}

/** The states of a list: loading, failed with retry, empty, the grid, loading more, the end. */
export function GameListBody({ data, hot = false, emptyText, limit, showEnd = false }: GameListBodyProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (data.isLoading) return <Spinner label={t('games:loading')} />;
  if (data.error && data.games.length === 0) {
    return (
      <div className="list-message" role="alert" data-testid="list-error">
        <p>{errorText(data.error)}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={data.retry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  if (data.games.length === 0) {
    return (
      <p className="list-message" data-testid="list-empty">
        {emptyText ?? t('games:empty')}
      </p>
    );
  }
  const games = limit === undefined ? data.games : data.games.slice(0, limit);
  return (
    <>
      <GameGrid games={games} hot={hot} eagerCount={6} />
      {data.isLoadingMore ? <Spinner label={t('games:loadingMore')} /> : null}
      {showEnd && !data.hasMore && !data.isLoadingMore ? (
        <p className="list-message list-message--end" data-testid="list-end">
          {t('games:end')}
        </p>
      ) : null}
    </>
  );
}
