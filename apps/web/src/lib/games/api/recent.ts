import { API, PAGE_SIZE, type GameType, type Language, type RecentPage } from '@app/contract';
import { apiGet } from '../../api/api-client';
import { recentPageParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** SPEC §7 recent list (page, pageSize 35, gameType, vassalage). The launch call records a game in it. */
export function fetchRecentList(
  params: { page: number; gameType?: GameType; vassalage?: string },
  language: Language,
  signal?: AbortSignal,
): Promise<RecentPage> {
  return apiGet(catalogueQuery(API.gameRecentList, { ...params, pageSize: PAGE_SIZE.list }, language), {
    schema: recentPageParser,
    signal,
  });
}
