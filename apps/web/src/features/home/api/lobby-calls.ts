import { API, PAGE_SIZE, type HelpEntry, type Language, type MatchGroup, type WinnerEntry } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { catalogueQuery } from '../../../lib/games/api/query-string';
import { helpParser, matchesParser, winnersParser } from './lobby-shapes';

/** SPEC §7 winner board: gameCategory ALL, limitNum 20 (the 10 biggest wins, then jackpot games). */
export function fetchWinners(language: Language, signal?: AbortSignal): Promise<WinnerEntry[]> {
  return apiGet(catalogueQuery(API.gameWinners, { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners }, language), { schema: winnersParser, signal });
}

/** The home's match sections: upcoming fixtures grouped by sport. */
export function fetchMatches(language: Language, signal?: AbortSignal): Promise<MatchGroup[]> {
  return apiGet(catalogueQuery(API.gameMatches, {}, language), { schema: matchesParser, signal });
}

/** SPEC §7 help centre (device MOBILE): the footer lists its titles. */
export function fetchHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpEntry[]> {
  const search = new URLSearchParams({ device: 'MOBILE', lang: language });
  return apiGet(`${API.helpCenter}?${search.toString()}`, { schema: helpParser, signal });
}
