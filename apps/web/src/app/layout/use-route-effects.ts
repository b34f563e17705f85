import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientRoute } from '@app/contract';
import { BRAND } from '../../config/brand';
import { trackSwipeBack } from '../../lib/swipe-back/swipe-back-detector';
import { useSystemStatus } from '../../lib/system-status/use-system-status';
import { useUiStore } from '../../lib/ui/ui-store';

/** Side effects tied to navigation: overlays close, new pages start at the top, the tab title follows. */
export function useRouteEffects(route: ClientRoute | undefined): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const { t } = useTranslation();
  const closePanels = useUiStore((state) => state.closePanels);
  const siteName = useSystemStatus()?.info.siteName ?? BRAND.name;

  useEffect(() => trackSwipeBack(), []);

  useEffect(() => {
    closePanels();
    // Back and forward keep the browser's own scroll restoration.
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [key, navigationType, closePanels]);

  const title = route ? t(`routes:${route.id}`) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
