import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@app/contract';
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
  favList: (filter: object, language: Language, token: string) => ['games', 'fav', filter, language, token] as const,
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

export const gameMenusQuery = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.menus(language),
    queryFn: ({ signal }) => fetchGameMenus(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
