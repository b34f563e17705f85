import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@app/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { DownloadIcon, MenuIcon } from '../../../components/ui/icons/nav-icons';
import { BRAND } from '../../../config/brand';
import { useThemeStore } from '../../../lib/preferences/theme-store';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { useStandalone } from '../../../lib/standalone/use-standalone';
import { appDownloads } from '../../../lib/system-status/app-downloads';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { HeaderBalance } from './header-balance';
import './header.css';

/** Header of the home paths: brand, account actions, download icon and side-menu button. */
export function HomeHeader() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const session = useSession();
  const standalone = useStandalone();
  const sidebarOpen = usePanelOpen('rightSide');
  const openPanel = useUiStore((state) => state.openPanel);
  const theme = useThemeStore((state) => state.theme);
  const siteName = status?.info.siteName ?? BRAND.name;
  const paths = status?.info.paths ?? {};
  const logo = (theme === 'light' ? paths.logoLight : undefined) ?? paths.logo ?? '/brand/logo.svg';
  const hasDownloads = appDownloads(status).length > 0;

  return (
    <header className="app-header app-header--home" data-testid="header" data-variant="home">
      <Link to={HOME_PATH} className="brand" aria-label={siteName}>
        <img className="brand__mark" src={logo} alt="" width={32} height={32} />
        <span className="brand__name">{siteName}</span>
      </Link>
      <div className="app-header__actions">
        {!standalone && hasDownloads ? (
          <IconButton
            label={t('header.downloadApp')}
            data-testid="header-download"
            aria-haspopup="dialog"
            onClick={() => openPanel('downloadPopup')}
          >
            <DownloadIcon />
          </IconButton>
        ) : null}
        {session ? (
          <>
            <HeaderBalance />
            <Link to={routePath('voucherCenter')} className="btn btn--success btn--small" data-testid="header-deposit">
              {t('actions.deposit')}
            </Link>
          </>
        ) : (
          <>
            <Link to={LOGIN_PATH} className="btn btn--ghost btn--small" data-testid="header-login">
              {t('actions.login')}
            </Link>
            <Link to={routePath('register')} className="btn btn--primary btn--small" data-testid="header-register">
              {t('actions.register')}
            </Link>
          </>
        )}
        <IconButton
          label={t('header.openMenu')}
          data-testid="open-right-sidebar"
          aria-haspopup="dialog"
          aria-expanded={sidebarOpen}
          onClick={() => openPanel('rightSide')}
        >
          <MenuIcon />
        </IconButton>
      </div>
    </header>
  );
}
