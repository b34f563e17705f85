import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { MenuIcon } from '../../../components/ui/icons/nav-icons';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { homeMenuCategories, PLACEHOLDER_VENDOR_CATEGORIES } from '../config/home-menu';

const categories = homeMenuCategories(PLACEHOLDER_VENDOR_CATEGORIES);

/** Horizontal category chips plus the button that opens the full game menu. */
export function GameMenuStrip() {
  const { t } = useTranslation();
  const current = useUiStore((state) => state.gameCategory);
  const setGameCategory = useUiStore((state) => state.setGameCategory);
  const openPanel = useUiStore((state) => state.openPanel);
  const leftOpen = usePanelOpen('leftSide');

  return (
    <div className="game-menu-strip">
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
      <div className="game-menu-strip__scroller" role="group" aria-label={t('home.categoriesLabel')}>
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            className={`chip${category === current ? ' is-selected' : ''}`}
            data-testid={`home-menu-${category}`}
            aria-pressed={category === current}
            onClick={(event) => {
              setGameCategory(category);
              event.currentTarget.scrollIntoView({ inline: 'center', block: 'nearest', behavior: 'smooth' });
            }}
          >
            <CategoryIcon category={category} size={18} />
            <span>{t(`categories.${category}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
