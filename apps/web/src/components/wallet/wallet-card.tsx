import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../ui/icons/nav-icons';
import { useLanguage } from '../../lib/preferences/use-language';
import { routePath } from '../../lib/routing/route-path';
import { balanceText, usePlayMoney } from '../../lib/wallet/balance-text';
import { BALANCE_MASK } from '../../lib/wallet/format-money';
import { useBalanceHidden } from '../../lib/wallet/use-balance-hidden';
import { useWallet } from '../../lib/wallet/use-wallet';
import './wallet-card.css';

interface WalletCardProps {
  /**
   * Test ids `<prefix>-balance`, `<prefix>-balance-label`, `<prefix>-deposit`, `<prefix>-withdraw`;
   * the tools keep `balance-toggle` and `balance-refresh` wherever the card is.
   */
  testIdPrefix: string;
  className?: string;
}

/** Balance with show/hide and refresh, plus deposit and withdraw (sessions only): the sidebar's and the member centre's. */
export function WalletCard({ testIdPrefix, className }: WalletCardProps) {
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
    <div className={`wallet-card ${className ?? ''}`}>
      <div className="wallet-card__row">
        <span className="wallet-card__label" data-testid={`${testIdPrefix}-balance-label`}>
          {playMoney ? t('sidebar.playMoney') : t('sidebar.balance')}
        </span>
        <div className="wallet-card__tools">
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
      <p className="wallet-card__amount" data-testid={`${testIdPrefix}-balance`} aria-live="polite">
        {shown}
      </p>
      <div className="wallet-card__actions">
        <Link to={routePath('voucherCenter')} className="btn btn--primary" data-testid={`${testIdPrefix}-deposit`}>
          {t('actions.deposit')}
        </Link>
        <Link to={routePath('withdraw')} className="btn btn--ghost" data-testid={`${testIdPrefix}-withdraw`}>
          {t('actions.withdraw')}
        </Link>
      </div>
    </div>
  );
}
