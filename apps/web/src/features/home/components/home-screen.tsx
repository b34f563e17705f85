import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useAnnouncements } from '../../../lib/messages/use-announcements';
import { isTrialSession } from '../../../lib/member/member-rules';
import { useSession } from '../../../lib/session/session-store';
import { useLanguage } from '../../../lib/preferences/use-language';
import { usePopupsSeen } from '../hooks/use-popups-seen';
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
// Members only (the rain needs a real account): its chunk, with zod, stays out of the guests' first load.
const RainStrip = lazy(() => import('../../../components/rewards/rain-strip').then((m) => ({ default: m.RainStrip })));
const LoginPopups = lazy(() => import('./login-popups').then((m) => ({ default: m.LoginPopups })));

/** A banner's link: a site path opens in the app, anything else in a new tab. */
function openLink(link: string | null, navigate: (to: string) => void) {
  if (!link) return;
  if (link.startsWith('/') && !link.startsWith('//')) navigate(link);
  else window.open(link, '_blank', 'noopener');
}

/** SPEC §2 home: banners, notice ticker, game menu, then the lobby or the chosen category's list. */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const category = useUiStore((state) => state.gameCategory);
  const [language] = useLanguage();
  const session = useSession();
  const member = session !== null && !isTrialSession(session);
  // One call for the banners (group m_home), the ticker's player notices and the login popups.
  const announcements = useAnnouncements('B,PL,PU', 'm_home');
  // Banners, ticker and popups redraw in a background (time-sliced) render, not inside the query's notification.
  const lists = useDeferredValue(announcements.data);
  const [popupsSeen, markPopupsSeen] = usePopupsSeen();
  // Read once at arrival (marking them seen while they show must not close them), and off for good once closed:
  // a language switch asks for the list again in the new language, and its answer must not bring them back.
  const [showPopups, setShowPopups] = useState(() => !popupsSeen);
  const banners = lists?.banners ?? [{ id: null, url: `/banners/default-${language}.svg`, linkUrl: null }];
  const slides: BannerSlide[] = banners.map((b, i) => ({
    src: b.url,
    alt: t('home.bannerSlide', { index: i + 1, count: banners.length }),
  }));
  const notices = lists?.player.map((n) => ({ id: String(n.id), title: n.title }));
  const popups = lists?.popup ?? [];
  return (
    <Screen id="home" title={t('routes:home')} className="home">
      <h1 className="visually-hidden">{t('routes:home')}</h1>
      <BannerCarousel
        key={slides.length}
        slides={slides}
        onSelect={(i) => openLink(banners[i]?.linkUrl ?? null, (to) => void navigate(to))}
      />
      <NoticeTicker
        items={notices}
        loading={lists === undefined && !announcements.isError}
        onSelect={(index) => void navigate(`${routePath('notice')}?index=${index}`)}
      />
      {member ? (
        <Suspense fallback={null}>
          <RainStrip />
        </Suspense>
      ) : null}
      <GameMenuStrip />
      {category === 'HOME' ? (
        <HomeLobby />
      ) : (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <CategoryView category={category} />
        </Suspense>
      )}
      {popups.length > 0 && showPopups ? (
        <Suspense fallback={null}>
          <LoginPopups popups={popups} onShown={markPopupsSeen} onClose={() => setShowPopups(false)} />
        </Suspense>
      ) : null}
    </Screen>
  );
}
