import { esportsVendors, IN_HOUSE_DEFAULT_CLASSIFY, IN_HOUSE_VENDOR_CODE, type Game, type GameMenus, type GameType } from '@app/contract';
import type { GameListFilter } from '../../../lib/games/api/game-list';
import type { ListFilters } from '../../../lib/games/list-state';

/** SPEC §2: HOME and HOT are the site's own; the menus call gives the grouped categories and shortcuts. */
export function homeMenuItems(menus: GameMenus | undefined): string[] {
  return ['HOME', 'HOT', ...(menus?.categories ?? []), ...(menus?.shortcuts ?? [])];
}

const isEsports = (vendor: string) => (esportsVendors as readonly string[]).includes(vendor);
// One function each, so lists filtered by them keep their identity between renders.
const keepEsports = (game: Game) => isEsports(game.vassalage);
const keepSports = (game: Game) => !isEsports(game.vassalage);

/** What a category lists: a game type, a vendor preset, and a local vendor filter (SPEC §4 grouping and shortcuts). */
export interface CategorySource {
  gameType: GameType;
  base: ListFilters;
  /** ESPORTS and SPORTS share the SPORTS list and are told apart by vendor. */
  keep?: (game: Game) => boolean;
}

const preset = (gameType: GameType, vendor: string | null = null, classify: string | null = null): CategorySource => ({
  gameType,
  base: { vendor, classify, minBet: null },
});

export function categorySource(category: string): CategorySource | null {
  switch (category) {
    case 'PGE':
      return preset('RNG', 'PGE');
    case 'CRASH':
      return preset('RNG', IN_HOUSE_VENDOR_CODE, IN_HOUSE_DEFAULT_CLASSIFY);
    case 'TA':
    case 'JDB':
    case 'FC':
    case 'PP':
      return preset('RNG', category);
    case 'ESPORTS':
      return { ...preset('SPORTS'), keep: keepEsports };
    case 'SPORTS':
      return { ...preset('SPORTS'), keep: keepSports };
    case 'RNG':
    case 'LIVE':
    case 'FISH':
    case 'PVP':
    case 'LOTT':
    case 'COCKFIGHT':
      return preset(category);
    default:
      return null;
  }
}

/** The game list call of a home block (page 1 of 40). */
export function blockFilter(source: CategorySource): GameListFilter {
  const filter: GameListFilter = { gameType: source.gameType };
  if (source.base.vendor) filter.vassalage = source.base.vendor;
  if (source.base.classify) filter.gameClassify = source.base.classify;
  return filter;
}

/**
 * SPEC §2: which list a selected category shows. HOT the hot list; PVP, LIVE,
 * FISH, RNG, PGE the vendor game list; the RNG-based shortcuts the vendor game
 * list with their vendor preset; anything else a generic list.
 */
export function categoryView(category: string): 'hot' | 'vendor' | 'generic' {
  if (category === 'HOT') return 'hot';
  if (['PVP', 'LIVE', 'FISH', 'RNG', 'PGE', 'CRASH', 'TA', 'FC', 'PP', 'JDB'].includes(category)) return 'vendor';
  return 'generic';
}

/** "More games" (SPEC §2): the game list of the type; lottery has its own path. */
export function moreGamesHref(gameType: GameType): string {
  return gameType === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${gameType}`;
}
