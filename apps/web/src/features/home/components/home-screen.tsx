import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { Screen } from '../../../components/ui/screen';
import { useUiStore } from '../../../lib/ui/ui-store';
import { GameMenuStrip } from './game-menu-strip';
import { HeroBanner } from './hero-banner';
import './home.css';

/** Home: banner, category strip and the selected category's section (games come later). */
export function HomeScreen() {
  const { t } = useTranslation();
  const category = useUiStore((state) => state.gameCategory);
  const categoryName = t(`categories.${category}`);
  return (
    <Screen id="home" title={t('routes:home')} className="home">
      <h1 className="visually-hidden">{t('routes:home')}</h1>
      <HeroBanner />
      <GameMenuStrip />
      <section className="home__section" aria-label={categoryName} data-testid="home-section">
        <EmptyState
          icon={<CategoryIcon category={category} size={34} />}
          title={categoryName}
          text={t('home.sectionSoon')}
        />
      </section>
    </Screen>
  );
}
