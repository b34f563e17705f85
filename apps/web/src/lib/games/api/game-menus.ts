import { API, type GameMenus, type Language } from '@app/contract';
import { apiGet } from '../../api/api-client';
import { gameMenusParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** The merchant's grouped categories and shortcuts; HOME and HOT are the site's own. */
export function fetchGameMenus(language: Language, signal?: AbortSignal): Promise<GameMenus> {
  return apiGet(catalogueQuery(API.gameMenus, {}, language), { schema: gameMenusParser, signal });
}
