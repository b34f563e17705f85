import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useWallet } from '../../../lib/wallet/use-wallet';

/** sumBalance of the shared wallet query; "R$ --" until it arrives (never a made-up zero). */
export function HeaderBalance() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const wallet = useWallet();
  return (
    <span className="header-balance" data-testid="header-balance" aria-busy={wallet.isFetching}>
      <span className="header-balance__label">{t('header.balance')}</span>
      <span className="header-balance__amount" data-testid="header-balance-amount">
        {wallet.data ? formatMoney(wallet.data.sumBalance, language) : 'R$ --'}
      </span>
    </span>
  );
}
