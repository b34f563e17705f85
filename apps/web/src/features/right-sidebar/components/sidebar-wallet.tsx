import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../../components/ui/icons/nav-icons';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { balanceText, usePlayMoney } from '../../../lib/wallet/balance-text';
import { BALANCE_MASK } from '../../../lib/wallet/format-money';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { useBalanceHidden } from '../hooks/use-balance-hidden';
import './sidebar-wallet.css';

/** Balance with show/hide and refresh, plus deposit and withdraw (sessions only). */
export function SidebarWallet() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const wallet = useWallet();
  const [hidden, toggleHidden] = useBalanceHidden();
  const [refreshing, setRefreshing] = useState(false);
  const playMoney = usePlayMoney();

  const refresh = () => {
    setRefreshing(true);
    void wallet.refetch().finally(() => setRefreshing(false));
  };

  // SPEC §4: asterisks while hidden and while refreshing.
  const amount = balanceText(wallet.data?.sumBalance, language, playMoney);
  const shown = hidden || refreshing ? BALANCE_MASK : amount;
  return (
    <div className="sidebar-wallet">
      <div className="sidebar-wallet__row">
        <span className="sidebar-wallet__label" data-testid="sidebar-balance-label">
          {playMoney ? t('sidebar.playMoney') : t('sidebar.balance')}
        </span>
        <div className="sidebar-wallet__tools">
          <IconButton
            label={hidden ? t('sidebar.showBalance') : t('sidebar.hideBalance')}
            aria-pressed={hidden}
            data-testid="balance-toggle"
            onClick={toggleHidden}
          >
            {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </IconButton>
          <IconButton
            label={t('sidebar.refreshBalance')}
            data-testid="balance-refresh"
            className={refreshing ? 'is-spinning' : ''}
            aria-busy={refreshing}
            disabled={refreshing}
            onClick={refresh}
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
