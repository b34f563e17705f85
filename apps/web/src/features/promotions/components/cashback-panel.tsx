import type { CashbackRules, MemberCashback } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';

/** A cashback promotion for a member: the open period's estimate and the latest payouts. Test ids: cashback-estimate, cashback-payout. */
export function CashbackPanel({ cashback, rules }: { cashback: MemberCashback; rules: CashbackRules }) {
  const { t } = useTranslation('activity');
  const [language] = useLanguage();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <div className="cashback" data-testid="cashback-panel">
      <h4 className="cashback__title">{t('cashbackNow')}</h4>
      <p className="card__muted">{t(`cashbackBasis.${rules.basis}`, { amount: money(cashback.basisAmount) })}</p>
      <p className="cashback__estimate" data-testid="cashback-estimate">
        {t('cashbackEstimate', { amount: money(cashback.estimate) })}
      </p>
      <p className="card__muted">{t('cashbackPaidAt', { date: formatDateTime(cashback.periodEnd, language) })}</p>
      <h4 className="cashback__title">{t('cashbackHistory')}</h4>
      {cashback.payouts.length === 0 ? <p className="card__muted">{t('cashbackNone')}</p> : null}
      <ul className="cashback__payouts">
        {cashback.payouts.map((p) => (
          <li key={p.period} data-testid="cashback-payout">
            <span>{p.period.replace(/^W/, '')}</span>
            <strong>{t(`cashbackPaid.${p.payAs}`, { amount: money(p.amount) })}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
