import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../lib/routing/current-route';
import { listTypeOf } from '../config/list-route';
import { GameListView } from './game-list-view';

/**
 * The game list behind every game-list path and /m/lottery (SPEC §2). A new
 * type (the filter's type switch) starts a fresh list.
 */
export function GameListScreen() {
  const routeId = useCurrentRoute()?.id ?? 'gameList';
  const [search] = useSearchParams();
  const type = listTypeOf(routeId, search);
  return <GameListView key={`${routeId}:${type}`} routeId={routeId} type={type} search={search} />;
}
