import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/preferences/use-language';
import { balanceText, usePlayMoney } from '../../../lib/wallet/balance-text';
import { useWallet } from '../../../lib/wallet/use-wallet';

/** sumBalance of the shared wallet query; a trial account's is labelled play money and carries no R$. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const wallet = useWallet();
  const playMoney = usePlayMoney();
  return (
    <span className="header-balance" data-testid="header-balance" data-play-money={playMoney} aria-busy={wallet.isFetching}>
      <span className="header-balance__label">{playMoney ? t('header.playMoney') : t('header.balance')}</span>
      <span className="header-balance__amount" data-testid="header-balance-amount">
        {balanceText(wallet.data?.sumBalance, language, playMoney)}
      </span>
    </span>
  );
}
