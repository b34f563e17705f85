import { API, PAGE_SIZE, type FavouritePage, type GameType, type Language } from '@app/contract';
import { apiGet, apiRequest } from '../../api/api-client';
import { favouriteIdsParser, favouritePageParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** SPEC §7: favourite ids, page 1 of 100, loaded once per session. */
export async function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const value = await apiGet(catalogueQuery(API.gameFavouriteIds, { pageNo: 1, pageSize: PAGE_SIZE.favouriteIds }, null), {
    schema: favouriteIdsParser,
    signal,
  });
  return value.content;
}

export function fetchFavouriteList(
  params: { pageNo: number; gameType?: GameType },
  language: Language,
  signal?: AbortSignal,
): Promise<FavouritePage> {
  return apiGet(catalogueQuery(API.gameFavouriteList, { ...params, pageSize: PAGE_SIZE.list }, language), {
    schema: favouritePageParser,
    signal,
  });
}

/** POST adds, DELETE removes; body {nodeId, vendor} (SPEC §7). */
export function changeFavourite(action: 'add' | 'remove', body: { nodeId: string; vendor: string }): Promise<unknown> {
  return apiRequest(API.gameFavourite, { method: action === 'add' ? 'POST' : 'DELETE', body });
}
