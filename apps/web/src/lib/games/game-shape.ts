import type { FavouritePage, Game, GameMenus, GamePage, RecentPage, VendorStructure } from '@app/contract';
import type { Parser } from '../api/api-client';

/*
 * Light checks of the catalogue answers the home reads. The contract's zod
 * schemas would put the schema library into the home's first load (see
 * docs/decisions/web.md); these check the fields the screens use, so a
 * foreign answer fails as a server fault instead of breaking a render.
 */
type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isFlag = (v: unknown) => v === 0 || v === 1;
const strings = (d: Dict, keys: readonly string[]) => keys.every((k) => typeof d[k] === 'string');

const gameStrings = [
  'gameId',
  'nodeId',
  'gameName',
  'displayName',
  'gameType',
  'vassalage',
  'minBet',
  'iconUrl',
  'showIcon',
  'mobileLargeIcon',
] as const;

export function isGame(value: unknown): value is Game {
  return isDict(value) && strings(value, gameStrings) && isFlag(value.isNew) && isFlag(value.isTop);
}

function parser<T>(check: (value: unknown) => boolean, what: string): Parser<T> {
  return {
    parse: (value) => {
      if (!check(value)) throw new TypeError(`not ${what}`);
      return value as T;
    },
  };
}

const isGameArray = (v: unknown) => Array.isArray(v) && v.every(isGame);

export const gamePageParser = parser<GamePage>(
  (v) => isDict(v) && isGameArray(v.games) && isInt(v.pageNum) && isInt(v.totalPages),
  'a game page',
);

/** The hot list: the whole list (SPEC §4), as a page or a bare array. */
export const hotGamesParser: Parser<Game[]> = {
  parse: (value) => {
    if (isGameArray(value)) return value as Game[];
    return gamePageParser.parse(value).games;
  },
};

export const favouritePageParser = parser<FavouritePage>(
  (v) => isDict(v) && isGameArray(v.content) && isInt(v.pageNum) && isInt(v.totalPages),
  'a favourite page',
);

export const favouriteIdsParser = parser<{ content: string[] }>(
  (v) => isDict(v) && Array.isArray(v.content) && v.content.every((id) => typeof id === 'string'),
  'favourite ids',
);

export const recentPageParser = parser<RecentPage>((v) => isDict(v) && isGameArray(v.list) && isInt(v.totalPages), 'a recent page');

export const gameMenusParser = parser<GameMenus>(
  (v) =>
    isDict(v) &&
    Array.isArray(v.categories) &&
    Array.isArray(v.shortcuts) &&
    [...v.categories, ...v.shortcuts].every((c) => typeof c === 'string'),
  'game menus',
);

const isVendorEntry = (v: unknown) =>
  isDict(v) && strings(v, ['vassalage', 'name', 'iconUrl']) && Array.isArray(v.classifies) && isInt(v.gameCount);

export const vendorTypesParser = parser<{ content: VendorStructure }>(
  (v) =>
    isDict(v) &&
    isDict(v.content) &&
    isDict(v.content.gameTypes) &&
    Array.isArray(v.content.sorting) &&
    v.content.sorting.every(
      (c) => isDict(c) && typeof c.gameCategory === 'string' && Array.isArray(c.vendorNames) && c.vendorNames.every(isVendorEntry),
    ),
  'a vendor structure',
);
