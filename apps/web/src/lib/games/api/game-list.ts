import { API, type GamePage, type GameType, type Language } from '@app/contract';
import { apiGet } from '../../api/api-client';
import { gamePageParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** The filters of the game list call (SPEC §7); paging is added per request. */
export interface GameListFilter {
  gameType?: GameType;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: 1;
  minBet?: string;
}

export function fetchGameList(
  filter: GameListFilter,
  page: { pageNo: number; pageSize: number },
  language: Language,
  signal?: AbortSignal,
): Promise<GamePage> {
  return apiGet(catalogueQuery(API.gameList, { ...filter, ...page }, language), { schema: gamePageParser, signal });
}
