import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useWithdrawInfo, withdrawInfoQueryOptions } from '../api/withdraw-info';
import { registerWithdrawTexts } from '../i18n/withdraw-texts';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import '../../../components/ui/card.css';
import './withdraw.css';

registerMoneyTexts();
registerWithdrawTexts();

/**
 * /m/withdraw. Test ids: withdrawable, payout-accounts, payout-account-<id>,
 * payout-add, payout-form, payout-save, payout-delete-<id>, field-amount,
 * field-paymentPassword, withdraw-submit, withdrawal-list,
 * withdrawal-<orderNo> (data-status), withdrawal-status.
 */
export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const client = useQueryClient();
  const info = useWithdrawInfo();
  const [picked, setPicked] = useState<number | null>(null);
  const accounts = info.data?.accounts ?? [];
  // The picked account while it exists, else the first one.
  const accountId = accounts.find((a) => a.id === picked)?.id ?? accounts[0]?.id ?? null;

  return (
    <Screen id="withdraw" title={t('routes:withdraw')} className="member-screen">
      {info.isPending ? <Spinner label={tm('submitting')} /> : null}
      {info.isError ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void info.refetch()}>
          {tm('loadFailed')}
        </button>
      ) : null}
      {info.data ? (
        <>
          <section className="card">
            <p className="card__muted">{t('withdrawable')}</p>
            <p className="big-amount" data-testid="withdrawable">
              {formatMoney(info.data.withdrawable, language)}
            </p>
            <p className="card__muted">{t('withdrawableHint')}</p>
          </section>
          <PayoutAccounts
            accounts={accounts}
            selectedId={accountId}
            onSelect={setPicked}
            onChanged={() => void client.invalidateQueries({ queryKey: withdrawInfoQueryOptions().queryKey })}
          />
          <WithdrawForm info={info.data} accountId={accountId} />
        </>
      ) : null}
      <WithdrawalList />
    </Screen>
  );
}
