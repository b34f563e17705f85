import type { GameType } from '@app/contract';
import { NEW_CLASSIFY } from '@app/contract';
import type { GameListFilter } from './api/game-list';
import type { ListState } from './list-state';

/** Which call feeds a list in a given tab state. */
export type ListSource =
  | { kind: 'list'; filter: GameListFilter }
  | { kind: 'hot'; gameType: GameType; vendor: string | null }
  | { kind: 'recent'; gameType: GameType; vendor: string | null }
  | { kind: 'fav'; gameType: GameType };

/** The game list call's filters for a state: NEW is the new flag, not a class (SPEC §3). */
export function listFilter(state: ListState, gameType: GameType): GameListFilter {
  const filter: GameListFilter = { gameType };
  if (state.vendor) filter.vassalage = state.vendor;
  if (state.classify === NEW_CLASSIFY) filter.isNew = 1;
  else if (state.classify) filter.gameClassify = state.classify;
  if (state.minBet) filter.minBet = state.minBet;
  if (state.tab === 'search' && state.search) filter.gameName = state.search;
  return filter;
}

export function listSource(state: ListState, gameType: GameType): ListSource {
  switch (state.tab) {
    case 'hot':
      return { kind: 'hot', gameType, vendor: state.base.vendor };
    case 'recent':
      return { kind: 'recent', gameType, vendor: state.base.vendor };
    case 'fav':
      return { kind: 'fav', gameType };
    default:
      return { kind: 'list', filter: listFilter(state, gameType) };
  }
}

/** Tabs that need a session (SPEC §6: guests go to /m/login). */
export function needsSession(tab: ListState['tab']): boolean {
  return tab === 'recent' || tab === 'fav';
}
