import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { routePath } from '../../../lib/routing/route-path';
import { registerGamesTexts } from '../../../lib/games/games-texts';
import { useUiStore } from '../../../lib/ui/ui-store';
import { registerLobbyTexts } from '../i18n/lobby-texts';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import { GameMenuStrip } from './game-menu-strip';
import { HomeLobby } from './home-lobby';
import { NoticeTicker } from './notice-ticker';
import './home.css';

registerGamesTexts();
registerLobbyTexts();

// The chosen category's list (any category but HOME) is its own chunk.
const CategoryView = lazy(() => import('./category-view').then((m) => ({ default: m.CategoryView })));

/** Placeholder art until the m_home banner group comes from the announcements call (issue 7). */
const bannerArt = ['/banners/home-1.svg', '/banners/home-2.svg', '/banners/home-3.svg'];

/** SPEC §2 home: banners, notice ticker, game menu, then the lobby or the chosen category's list. */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const category = useUiStore((state) => state.gameCategory);
  const slides: BannerSlide[] = bannerArt.map((src, i) => ({ src, alt: t('home.bannerSlide', { index: i + 1, count: bannerArt.length }) }));
  return (
    <Screen id="home" title={t('routes:home')} className="home">
      <h1 className="visually-hidden">{t('routes:home')}</h1>
      <BannerCarousel slides={slides} />
      <NoticeTicker items={[]} onSelect={(index) => void navigate(`${routePath('notice')}?index=${index}`)} />
      <GameMenuStrip />
      {category === 'HOME' ? (
        <HomeLobby />
      ) : (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <CategoryView category={category} />
        </Suspense>
      )}
    </Screen>
  );
}
