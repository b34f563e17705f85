import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAgentType, LOGIN_PATH } from '@app/contract';
import { MemberProfile } from '../../../components/member/member-profile';
import { IconButton } from '../../../components/ui/icon-button';
import { CloseIcon } from '../../../components/ui/icons/nav-icons';
import { SidePanel } from '../../../components/ui/side-panel';
import { WalletCard } from '../../../components/wallet/wallet-card';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { SidebarMenu } from './sidebar-menu';
import { SidebarVip } from './sidebar-vip';
import { ThemeToggle } from './theme-toggle';
import './right-sidebar.css';

export function RightSidebar() {
  const { t } = useTranslation();
  const open = usePanelOpen('rightSide');
  const closePanel = useUiStore((state) => state.closePanel);
  const session = useSession();
  if (!open) return null;
  const close = () => closePanel('rightSide');

  return (
    <SidePanel side="right" label={t('sidebar.label')} testId="right-sidebar" onClose={close}>
      <div className="right-sidebar__top">
        <MemberProfile session={session} testIdPrefix="sidebar" />
        <IconButton label={t('actions.close')} data-testid="right-sidebar-close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
      {session && !isAgentType(session.type) ? <SidebarVip /> : null}
      {session ? (
        <div className="right-sidebar__wallet">
          <WalletCard testIdPrefix="sidebar" />
        </div>
      ) : (
        <div className="right-sidebar__guest">
          <Link to={routePath('register')} className="btn btn--primary" data-testid="sidebar-register">
            {t('actions.register')}
          </Link>
          <Link to={LOGIN_PATH} className="btn btn--ghost" data-testid="sidebar-login">
            {t('actions.login')}
          </Link>
        </div>
      )}
      <SidebarMenu />
      <div className="right-sidebar__settings">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
      {session ? <LogoutButton /> : null}
    </SidePanel>
  );
}
