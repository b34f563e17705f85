import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, PAGE_SIZE, type HelpEntry, type Language, type MatchGroup, type WinnerEntry } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { catalogueQuery } from '../../../lib/games/api/query-string';
import { CATALOGUE_STALE_MS } from '../../../lib/games/game-queries';
import { helpParser, matchesParser, winnersParser } from './lobby-shapes';

/** Winners and matches sit under the catalogue's 'games' prefix; the footer's help list under 'system'. */
export const lobbyKeys = {
  winners: (language: Language) => ['games', 'winners', language] as const,
  matches: (language: Language) => ['games', 'matches', language] as const,
  help: (language: Language) => ['system', 'help', language] as const,
};

/** SPEC §7 winner board: gameCategory ALL, limitNum 20 (the 10 biggest wins, then jackpot games). */
export function fetchWinners(language: Language, signal?: AbortSignal): Promise<WinnerEntry[]> {
  return apiGet(catalogueQuery(API.gameWinners, { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners }, language), {
    schema: winnersParser,
    signal,
  });
}

export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: lobbyKeys.winners(language),
    queryFn: ({ signal }) => fetchWinners(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useWinners(language: Language) {
  return useQuery(winnersQueryOptions(language));
}

/** The home's match sections: upcoming fixtures grouped by sport. */
export function fetchMatches(language: Language, signal?: AbortSignal): Promise<MatchGroup[]> {
  return apiGet(catalogueQuery(API.gameMatches, {}, language), { schema: matchesParser, signal });
}

export const matchesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: lobbyKeys.matches(language),
    queryFn: ({ signal }) => fetchMatches(language, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useMatches(language: Language) {
  return useQuery(matchesQueryOptions(language));
}

/** SPEC §7 help centre (device MOBILE): the footer lists its titles. */
export function fetchHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpEntry[]> {
  const search = new URLSearchParams({ device: 'MOBILE', lang: language });
  return apiGet(`${API.helpCenter}?${search.toString()}`, { schema: helpParser, signal });
}

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({ queryKey: lobbyKeys.help(language), queryFn: ({ signal }) => fetchHelpCenter(language, signal), staleTime: 5 * 60_000 });

export function useHelpCenter(language: Language) {
  return useQuery(helpCenterQueryOptions(language));
}
