import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contract';
import { fetchFavouriteIds } from './api/favourites';
import { fetchGameList, type GameListFilter } from './api/game-list';
import { fetchGameMenus } from './api/game-menus';
import { fetchHotGames } from './api/hot-games';
import { fetchVendorTypes } from './api/vendor-types';

/** Every catalogue query key starts with 'games', so one invalidation reaches them all. */
export const gameKeys = {
  all: ['games'] as const,
  hot: (language: Language) => ['games', 'hot', language] as const,
  vendorTypes: (language: Language) => ['games', 'vendorTypes', language] as const,
  menus: (language: Language) => ['games', 'menus', language] as const,
  /** Page 1 alone (a home block). */
  list: (filter: object, pageSize: number, language: Language) => ['games', 'list', filter, pageSize, language] as const,
  /** Pages appended one by one (an infinite list); cached apart from page 1 alone, whose data has another shape. */
  listPages: (filter: object, pageSize: number, language: Language) => ['games', 'listPages', filter, pageSize, language] as const,
  recent: (filter: object, language: Language, token: string) => ['games', 'recent', filter, language, token] as const,
  /** Every recent list (a launch adds to them). */
  recentLists: ['games', 'recent'] as const,
  favList: (filter: object, language: Language, token: string) => ['games', 'fav', filter, language, token] as const,
  /** Every favourites list, not the ids (a star changed). */
  favLists: ['games', 'fav'] as const,
  favIds: (token: string) => ['games', 'favIds', token] as const,
};

/** The catalogue changes rarely; a minute keeps tab switches and the home instant. */
export const CATALOGUE_STALE_MS = 60_000;

export const hotGamesQuery = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: ({ signal }) => fetchHotGames(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export const vendorTypesQuery = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.vendorTypes(language),
    queryFn: ({ signal }) => fetchVendorTypes(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Page 1 alone of a filtered list (a home block). */
export const gamePageQuery = (filter: GameListFilter, pageSize: number, language: Language) =>
  queryOptions({
    queryKey: gameKeys.list(filter, pageSize, language),
    queryFn: ({ signal }) => fetchGameList(filter, { pageNo: 1, pageSize }, language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The member's favourite ids, kept for the whole session (SPEC §7: page 1 of 100). */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favIds(token),
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const gameMenusQuery = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.menus(language),
    queryFn: ({ signal }) => fetchGameMenus(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useHotGames(language: Language, enabled = true) {
  return useQuery({ ...hotGamesQuery(language), enabled });
}

export function useVendorTypes(language: Language) {
  return useQuery(vendorTypesQuery(language));
}

export function useGameMenus(language: Language) {
  return useQuery(gameMenusQuery(language));
}

/** The games of page 1 alone (a home block). */
export function useGamePage(filter: GameListFilter, pageSize: number, language: Language, enabled: boolean) {
  return useQuery({ ...gamePageQuery(filter, pageSize, language), enabled, select: (page) => page.games });
}
