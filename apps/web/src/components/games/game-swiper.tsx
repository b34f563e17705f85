import { useState } from 'react';
import type { Game } from '@app/contract';
import { registerGamesTexts } from '../../lib/games/games-texts';
import { GameTile } from './game-tile';
import { useTileActions } from './use-tile-actions';
import './games.css';

registerGamesTexts();

/** SPEC §2/§9 home block: 3 columns by 2 rows a page. */
export const SWIPER_PAGE_SIZE = 6;
/** Pages drawn before the strip is first swiped: a home has many blocks of up to 40 games each. */
const FIRST_PAGES = 2;

export function pagesOf<T>(items: readonly T[], size = SWIPER_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

interface GameSwiperProps {
  games: readonly Game[];
  hot?: boolean;
  eager?: boolean;
  label: string;
}

/**
 * Pages of 3×2 tiles side by side, swiped with native scroll snapping: the
 * browser scrolls on its compositor thread, which stays smooth on a cheap
 * phone, and no carousel script is needed (docs/decisions/web.md, "Carousels
 * without Swiper"). Pages past the second are empty frames of the same width
 * until the strip is first swiped.
 */
export function GameSwiper({ games, hot = false, eager = false, label }: GameSwiperProps) {
  const actions = useTileActions();
  const [swiped, setSwiped] = useState(false);
  const pages = pagesOf(games);
  return (
    <div
      className="game-swiper"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="game-swiper"
      onScroll={swiped ? undefined : () => setSwiped(true)}
    >
      {pages.map((page, p) => (
        <div className="game-swiper__page" key={page[0]?.nodeId ?? p} data-testid="game-swiper-page">
          {swiped || p < FIRST_PAGES
            ? page.map((game) => <GameTile key={game.nodeId} game={game} actions={actions} hot={hot} eager={eager && p === 0} />)
            : null}
        </div>
      ))}
    </div>
  );
}
