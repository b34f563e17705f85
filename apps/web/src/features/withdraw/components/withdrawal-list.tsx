import { useTranslation } from 'react-i18next';
import { errorMessageKey, isErrorCode } from '@app/contract';
import { PayoutExpectation } from '../../../components/wallet/payout-expectation';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useWithdrawals } from '../api/withdrawals';

const TONE = { pending: 'pill--wait', approved: 'pill--wait', paid: 'pill--good', rejected: 'pill--bad', failed: 'pill--bad' } as const;

export function WithdrawalList() {
  const { t } = useTranslation('withdraw');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const list = useWithdrawals();
  return (
    <section className="card" data-testid="withdrawal-list">
      <h2 className="card__title">{t('history')}</h2>
      {list.isError ? (
        <button type="button" className="link-button" onClick={() => void list.refetch()}>
          {tm('loadFailed')}
        </button>
      ) : null}
      {list.data?.length === 0 ? <p className="card__muted">{t('noWithdrawals')}</p> : null}
      <ul className="rows">
        {list.data?.map((w) => (
          <li key={w.orderNo} data-testid={`withdrawal-${w.orderNo}`} data-status={w.status}>
            <div className="rows__line">
              <span className="amount--minus">{formatMoney(w.amount, language)}</span>
              <span className={`pill ${TONE[w.status]}`} data-testid="withdrawal-status">
                {t(`status.${w.status}`)}
              </span>
            </div>
            <div className="rows__sub">
              <span>PIX {w.pixKeyMasked}</span>
              <span>{formatDateTime(w.createdAt, language)}</span>
            </div>
            {w.expected ? <PayoutExpectation expected={w.expected} /> : null}
            {w.reason ? (
              // Our own refusals (a payout key of another CPF) are error codes; a PSP's reasons are its own words.
              <p className="card__muted">{isErrorCode(w.reason) ? t(`errors:${errorMessageKey(w.reason)}`) : w.reason}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
