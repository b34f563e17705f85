import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Game } from '@app/contract';
import { GameSwiper, SWIPER_PAGE_SIZE } from '../../../components/games/game-swiper';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { useGamePage, useHotGames } from '../../../lib/games/game-queries';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { blockFilter, type CategorySource } from '../config/home-menu';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useSelectCategory } from '../hooks/use-select-category';

interface GameBlockProps {
  category: string;
  /** null: the hot list. */
  source: CategorySource | null;
  /** The block in the first screenful: fetch and load art at once. */
  first?: boolean;
}

function useBlockGames(source: CategorySource | null, enabled: boolean): { games: Game[] | undefined; failed: boolean } {
  const language = useListLanguage();
  const filter = source ? blockFilter(source) : null;
  const list = useGamePage(filter ?? {}, PAGE_SIZE.home, language, enabled && filter !== null);
  const hot = useHotGames(language, enabled && source === null);
  const keep = source?.keep;
  const games = useMemo(() => (keep && list.data ? list.data.filter(keep) : list.data), [keep, list.data]);
  if (!source) return { games: hot.data, failed: hot.isError };
  return { games, failed: list.isError };
}

/** SPEC §2 home game list block: title, "more" (switches to the category), a 3×2 swiper. */
export function GameBlock({ category, source, first = false }: GameBlockProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const { games: loaded, failed } = useBlockGames(source, first || near);
  // The tiles render as a background (interruptible) render: a home fills several
  // blocks at once, and a cheap phone must still answer a tap meanwhile.
  const games = useDeferredValue(loaded);
  const select = useSelectCategory();
  const title = t(`categories.${category}`, { defaultValue: category });
  // A category without games (or whose list failed) leaves no empty box behind.
  if ((games && games.length === 0) || failed) return null;

  return (
    <section
      className="game-block"
      ref={ref}
      data-testid={`home-block-${category}`}
      data-section="block"
      aria-labelledby={`block-${category}`}
    >
      <div className="game-block__head">
        <h2 className="game-block__title" id={`block-${category}`}>
          <CategoryIcon category={category} size={18} />
          {title}
        </h2>
        <button
          type="button"
          className="game-block__more"
          data-testid={`home-block-more-${category}`}
          aria-label={t('lobby:block.moreLabel', { category: title })}
          onClick={() => select(category)}
        >
          {t('lobby:block.more')}
          <ChevronRightIcon size={14} />
        </button>
      </div>
      {games ? (
        <GameSwiper games={games} hot={source === null} eager={first} label={title} />
      ) : (
        <div className="game-swiper" aria-hidden="true">
          <div className="game-swiper__page">
            {Array.from({ length: SWIPER_PAGE_SIZE }, (_, i) => (
              <span key={i} className="game-skeleton" />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
