import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../../components/ui/icons/nav-icons';
import { routePath } from '../../../lib/routing/route-path';
import './sidebar-wallet.css';

const MASK = '••••••';
/** Stand-in for the refresh call until the wallet feature fetches sumBalance. */
const PLACEHOLDER_REFRESH_MS = 600;

/** Balance with show/hide and refresh, plus deposit and withdraw (sessions only). */
export function SidebarWallet() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (!refreshing) return;
    const timer = window.setTimeout(() => setRefreshing(false), PLACEHOLDER_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [refreshing]);

  // SPEC §4: masked while hidden and while refreshing.
  const shown = hidden || refreshing ? MASK : 'R$ 0,00';
  return (
    <div className="sidebar-wallet">
      <div className="sidebar-wallet__row">
        <span className="sidebar-wallet__label">{t('sidebar.balance')}</span>
        <div className="sidebar-wallet__tools">
          <IconButton
            label={hidden ? t('sidebar.showBalance') : t('sidebar.hideBalance')}
            aria-pressed={hidden}
            data-testid="balance-toggle"
            onClick={() => setHidden((value) => !value)}
          >
            {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </IconButton>
          <IconButton
            label={t('sidebar.refreshBalance')}
            data-testid="balance-refresh"
            className={refreshing ? 'is-spinning' : ''}
            disabled={refreshing}
            onClick={() => setRefreshing(true)}
          >
            <RefreshIcon size={20} />
          </IconButton>
        </div>
      </div>
      <p className="sidebar-wallet__amount" data-testid="sidebar-balance" aria-live="polite">
        {shown}
      </p>
      <div className="sidebar-wallet__actions">
        <Link to={routePath('voucherCenter')} className="btn btn--primary" data-testid="sidebar-deposit">
          {t('actions.deposit')}
        </Link>
        <Link to={routePath('withdraw')} className="btn btn--ghost" data-testid="sidebar-withdraw">
          {t('actions.withdraw')}
        </Link>
      </div>
    </div>
  );
}
