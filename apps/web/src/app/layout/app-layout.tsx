import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { ToastHost } from '../../components/ui/toast';
import { DownloadBar } from '../../features/app-download/components/download-bar';
import { FloatingServiceButton } from '../../features/customer-service/components/floating-service-button';
import { AgentFooter } from '../../features/footer-menu/components/agent-footer';
import { FooterMenu } from '../../features/footer-menu/components/footer-menu';
import { DefaultHeader } from '../../features/header/components/default-header';
import { HomeHeader } from '../../features/header/components/home-header';
import { useCurrentRoute } from '../../lib/routing/current-route';
import { isTrialSession } from '../../lib/member/member-rules';
import { useSession } from '../../lib/session/session-store';
import { useSessionExpiry } from '../../lib/session/use-session-expiry';
import { useUiStore } from '../../lib/ui/ui-store';
import { resolveLayout } from './layout-rules';
import { PageTransition } from './page-transition';
import { useRouteEffects } from './use-route-effects';

// Side menus and the service modal are closed on arrival: their code loads on first open.
const RightSidebar = lazy(() => import('../../features/right-sidebar/components/right-sidebar').then((m) => ({ default: m.RightSidebar })));
const LeftMenu = lazy(() => import('../../features/left-menu/components/left-menu').then((m) => ({ default: m.LeftMenu })));
const DownloadPopup = lazy(() =>
  import('../../features/app-download/components/download-popup').then((m) => ({ default: m.DownloadPopup })),
);
const ServiceModal = lazy(() =>
  import('../../features/customer-service/components/service-modal').then((m) => ({ default: m.ServiceModal })),
);
// Its chunk (and zod, which checks the session's figures) loads only once a member is logged in.
const RealityCheck = lazy(() => import('../../features/reality-check/components/reality-check').then((m) => ({ default: m.RealityCheck })));
const RestrictionNotice = lazy(() =>
  import('../../features/account-restriction/components/restriction-notice').then((m) => ({ default: m.RestrictionNotice })),
);

function Overlays() {
  const panels = useUiStore((state) => state.panels);
  return (
    <Suspense fallback={null}>
      {panels.rightSide ? <RightSidebar /> : null}
      {panels.leftSide ? <LeftMenu /> : null}
      {panels.serviceModal ? <ServiceModal /> : null}
      {panels.downloadPopup ? <DownloadPopup /> : null}
    </Suspense>
  );
}

/** The reality check and the idle logout, for members only: a trial plays without a real session to account for. */
function MemberSessionWatch() {
  const session = useSession();
  if (!session || isTrialSession(session)) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck key={session.token} token={session.token} />
    </Suspense>
  );
}

/** On the home page, where a member lands: the notice of a restricted account (a barred person), if any. */
function ArrivalNotice() {
  const session = useSession();
  if (!session || isTrialSession(session)) return null;
  return (
    <Suspense fallback={null}>
      <RestrictionNotice key={session.token} token={session.token} />
    </Suspense>
  );
}

/** The frame of every route: header and footer per the contract table, overlays, the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { header, footer } = resolveLayout(route);
  useRouteEffects(route);
  useSessionExpiry();

  return (
    <div className="app-shell" data-footer={footer}>
      {header?.variant === 'home' ? <HomeHeader /> : null}
      {header?.variant === 'home' ? <DownloadBar /> : null}
      {header?.variant === 'default' ? <DefaultHeader title={t(header.titleKey)} back={header.back} right={header.right} /> : null}
      <main className="app-main" id="main">
        {route?.id === 'home' ? <ArrivalNotice /> : null}
        <PageTransition>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </main>
      {footer === 'member' ? <FooterMenu /> : null}
      {footer === 'member' ? <FloatingServiceButton /> : null}
      {footer === 'agent' ? <AgentFooter /> : null}
      <Overlays />
      <MemberSessionWatch />
      <ToastHost />
    </div>
  );
}
