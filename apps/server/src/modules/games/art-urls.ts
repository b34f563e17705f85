import { cockfightVendors, esportsVendors, type GameEngine } from '@app/contract';
import { emblemNames, type Emblem } from './art-emblems.js';

/** Bumped when the drawing changes, so year-long caches of the old pictures are never served. */
export const ART_VERSION = 'v1';
export const ART_PREFIX = `/game-art/${ART_VERSION}`;

export const gameArtUrl = (emblem: Emblem, vendor: string, gameCode: string) => `${ART_PREFIX}/${emblem}/${vendor}/${gameCode}.svg`;
export const vendorArtUrl = (vendor: string) => `${ART_PREFIX}/vendor/${vendor}.svg`;
export const teamArtUrl = (slug: string) => `${ART_PREFIX}/team/${slug}.svg`;

const themeEmblems = emblemNames.slice(0, emblemNames.indexOf('rocket'));

const byEngine: Partial<Record<GameEngine, Emblem>> = {
  crash: 'rocket',
  mines: 'mine',
  dice: 'dice',
  plinko: 'plinko',
  roulette: 'wheel',
  baccarat: 'cards',
};

/** The picture of a game that brought no icon of its own: by what it plays, else a theme picked from its code. */
export function defaultEmblem(game: { vendor: string; gameCode: string; gameType: string; engine: GameEngine }): Emblem {
  if (game.gameType === 'FISH') return 'fish';
  if (game.gameType === 'LOTT') return 'lotto';
  if (game.engine === 'sports') {
    if ((esportsVendors as readonly string[]).includes(game.vendor)) return 'pad';
    if ((cockfightVendors as readonly string[]).includes(game.vendor) || game.gameType === 'COCKFIGHT') return 'shield';
    return 'ball';
  }
  const fixed = byEngine[game.engine];
  if (fixed) return fixed;
  let hash = 0;
  for (const c of game.gameCode) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return themeEmblems[hash % themeEmblems.length]!;
}
