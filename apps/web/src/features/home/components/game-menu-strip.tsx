import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { MenuIcon } from '../../../components/ui/icons/nav-icons';
import { useGameMenus } from '../../../lib/games/game-queries';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { homeMenuItems } from '../config/home-menu';
import { useSelectCategory } from '../hooks/use-select-category';

/** Horizontal category chips from the menus call (HOME, HOT, categories, shortcuts) plus the full game menu button. */
export function GameMenuStrip() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const menus = useGameMenus(language);
  const current = useUiStore((state) => state.gameCategory);
  const select = useSelectCategory();
  const openPanel = useUiStore((state) => state.openPanel);
  const leftOpen = usePanelOpen('leftSide');
  const scroller = useRef<HTMLDivElement>(null);
  const items = homeMenuItems(menus.data);

  // Whatever selected the category (chip, "more", side menu, footer), its chip comes into view.
  useEffect(() => {
    const chip = scroller.current?.querySelector<HTMLElement>(`[data-category="${current}"]`);
    if (!chip || !scroller.current) return;
    const box = scroller.current;
    box.scrollTo({ left: Math.max(0, chip.offsetLeft - (box.clientWidth - chip.offsetWidth) / 2), behavior: 'smooth' });
  }, [current, items.length]);

  return (
    <div className="game-menu-strip" data-testid="home-menu">
      <IconButton
        label={t('leftMenu.open')}
        className="game-menu-strip__open"
        data-testid="open-left-menu"
        aria-haspopup="dialog"
        aria-expanded={leftOpen}
        onClick={() => openPanel('leftSide')}
      >
        <MenuIcon size={20} />
      </IconButton>
      <div className="game-menu-strip__scroller" role="group" aria-label={t('home.categoriesLabel')} ref={scroller}>
        {items.map((category) => (
          <button
            key={category}
            type="button"
            className={`chip${category === current ? ' is-selected' : ''}`}
            data-testid={`home-menu-${category}`}
            data-category={category}
            aria-pressed={category === current}
            onClick={() => select(category)}
          >
            <CategoryIcon category={category} size={18} />
            <span>{t(`categories.${category}`, { defaultValue: category })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
