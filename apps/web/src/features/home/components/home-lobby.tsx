import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { useGameMenus } from '../../../lib/games/game-queries';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { categorySource } from '../config/home-menu';
import { useNearViewport } from '../hooks/use-near-viewport';
import { GameBlock } from './game-block';

// Matches, winners, jackpot, invite link and footer sit below the game blocks:
// their code loads when the player scrolls near them, not with the first screen.
const HomeLower = lazy(() => import('./home-lower').then((m) => ({ default: m.HomeLower })));

function LowerSections() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '600px');
  const placeholder = <div className="home-lower__placeholder" aria-hidden="true" />;
  return (
    <div ref={ref} className="home-lower">
      {near ? <Suspense fallback={placeholder}>{<HomeLower />}</Suspense> : placeholder}
    </div>
  );
}

/** SPEC §2 home sections with HOME selected: hot, one block per menu category, the shortcuts, then the lower sections. */
export function HomeLobby() {
  const language = useListLanguage();
  const menus = useGameMenus(language);
  // The blocks mount in a background (time-sliced) render, not inside the query's notification.
  const menu = useDeferredValue(menus.data);
  const fetched = useDeferredValue(menus.isFetched);
  const blocks = [...(menu?.categories ?? []), ...(menu?.shortcuts ?? [])];
  return (
    <div className="home-lobby" data-testid="home-lobby">
      <GameBlock category="HOT" source={null} first />
      {blocks.map((category) => {
        const source = categorySource(category);
        return source ? <GameBlock key={category} category={category} source={source} /> : null;
      })}
      {fetched ? <LowerSections /> : null}
    </div>
  );
}
