import { gameTypes, type GameType } from '@app/contract';
import type { ListAction } from '../../../lib/games/list-state';

/** SPEC §2: the game type each game-list path shows. */
const typeByRoute: Record<string, GameType> = {
  slotGames: 'RNG',
  liveGames: 'LIVE',
  pokerGames: 'PVP',
  fishingGames: 'FISH',
  sportGames: 'SPORTS',
  lottery: 'LOTT',
};

/**
 * The type of a game-list route: from the path, else ?gameType= (default RNG);
 * ESPORTS and COCKFIGHT are shown as SPORTS (SPEC §2).
 */
export function listTypeOf(routeId: string, search: URLSearchParams): GameType {
  const fromPath = typeByRoute[routeId];
  if (fromPath) return fromPath;
  const asked = (search.get('gameType') ?? '').toUpperCase();
  if (asked === 'ESPORTS' || asked === 'COCKFIGHT') return 'SPORTS';
  return (gameTypes as readonly string[]).includes(asked) ? (asked as GameType) : 'RNG';
}

const tabByParam: Record<string, 'all' | 'hot' | 'recent' | 'fav'> = {
  all: 'all',
  hot: 'hot',
  recent: 'recent',
  fav: 'fav',
  favourite: 'fav',
  favorite: 'fav',
};

/** What the query asks the list to open on: ?vassalage= a search tab of that vendor, ?type= a tab. */
export function openingActions(search: URLSearchParams): ListAction[] {
  const actions: ListAction[] = [];
  const tab = tabByParam[(search.get('type') ?? '').toLowerCase()];
  if (tab && tab !== 'all') actions.push({ type: 'tab', tab });
  const vendor = search.get('vassalage');
  if (vendor && /^[A-Z0-9_]{1,16}$/.test(vendor)) actions.push({ type: 'search', text: '', vendor });
  return actions;
}

/** The type switch (SPEC §2): /m/gameList?gameType=…; the lottery has its own path. */
export function typeSwitchHref(type: string): string {
  return type === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${encodeURIComponent(type)}`;
}

/** Types offered by the switch: those the merchant has games of, ESPORTS and COCKFIGHT folded into SPORTS. */
export function switchableTypes(offered: readonly string[]): GameType[] {
  const mapped = offered.map((t) => (t === 'ESPORTS' || t === 'COCKFIGHT' ? 'SPORTS' : t));
  return gameTypes.filter((t) => mapped.includes(t));
}
