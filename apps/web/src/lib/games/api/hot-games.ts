import { API, type Game, type Language } from '@app/contract';
import { apiGet } from '../../api/api-client';
import { hotGamesParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** SPEC §7 hot games (isPlatform 2): the whole list; screens filter it by type themselves. */
export function fetchHotGames(language: Language, signal?: AbortSignal): Promise<Game[]> {
  return apiGet(catalogueQuery(API.gameHot, { isPlatform: 2 }, language), { schema: hotGamesParser, signal });
}
