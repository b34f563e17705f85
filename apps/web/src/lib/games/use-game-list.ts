import { useInfiniteQuery } from '@tanstack/react-query';
import type { Game, Language } from '@app/contract';
import { useSession } from '../session/session-store';
import { fetchFavouriteList } from './api/favourites';
import { fetchGameList } from './api/game-list';
import { fetchRecentList } from './api/recent';
import { CATALOGUE_STALE_MS, gameKeys, useHotGames } from './game-queries';
import type { ListSource } from './list-source';
import { useFavouriteIds } from './use-favourites';

/** One page of any paged list, in one shape. */
interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export interface GameListData {
  games: Game[];
  /** True while pageNum < totalPages (SPEC §4). */
  hasMore: boolean;
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  retry: () => void;
}

function pagedFetcher(source: ListSource, pageSize: number, language: Language) {
  return async (pageNo: number, signal: AbortSignal): Promise<Page> => {
    if (source.kind === 'recent') {
      const vendor = source.vendor ?? undefined;
      const page = await fetchRecentList({ page: pageNo, gameType: source.gameType, vassalage: vendor }, language, signal);
      return { games: page.list, pageNum: pageNo, totalPages: page.totalPages };
    }
    if (source.kind === 'fav') {
      const page = await fetchFavouriteList({ pageNo, gameType: source.gameType }, language, signal);
      return { games: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
    }
    if (source.kind === 'list') return fetchGameList(source.filter, { pageNo, pageSize }, language, signal);
    throw new Error('the hot list is not paged');
  };
}

function pagedKey(source: ListSource, pageSize: number, language: Language, token: string) {
  if (source.kind === 'recent') return gameKeys.recent(source, language, token);
  if (source.kind === 'fav') return gameKeys.favList(source, language, token);
  return gameKeys.listPages(source.kind === 'list' ? source.filter : source, pageSize, language);
}

/**
 * The games of a list source: paged calls are appended page by page (a new
 * key starts again at page 1); the hot tab filters the locally loaded hot
 * list by type without a call of its own (SPEC §4).
 */
export function useGameList(source: ListSource, pageSize: number, language: Language): GameListData {
  const token = useSession()?.token ?? '';
  const paged = source.kind !== 'hot';
  const needsToken = source.kind === 'recent' || source.kind === 'fav';
  const fetchPage = pagedFetcher(source, pageSize, language);
  const infinite = useInfiniteQuery({
    queryKey: pagedKey(source, pageSize, language, token),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: paged && (!needsToken || token !== ''),
    staleTime: needsToken ? 0 : CATALOGUE_STALE_MS,
  });
  const hot = useHotGames(language, !paged);
  const favIds = useFavouriteIds();

  if (!paged) {
    const { gameType, vendor } = source;
    const games = (hot.data ?? []).filter((g) => g.gameType === gameType && (vendor === null || g.vassalage === vendor));
    return {
      games,
      hasMore: false,
      loadMore: () => undefined,
      isLoading: hot.isPending,
      isLoadingMore: false,
      error: hot.error,
      retry: () => void hot.refetch(),
    };
  }
  let games = infinite.data?.pages.flatMap((p) => p.games) ?? [];
  // A removed favourite leaves the favourites tab at once (SPEC §4: removal is local).
  if (source.kind === 'fav' && favIds) games = games.filter((g) => favIds.includes(g.nodeId));
  return {
    games,
    hasMore: infinite.hasNextPage,
    loadMore: () => {
      if (infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
    },
    isLoading: infinite.isPending && infinite.fetchStatus !== 'idle',
    isLoadingMore: infinite.isFetchingNextPage,
    error: infinite.error,
    retry: () => void infinite.refetch(),
  };
}
