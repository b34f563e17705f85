import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useJackpotCounter } from '../hooks/use-jackpot-counter';
import { activeLanguage } from '../../../lib/preferences/language';

/** SPEC §2 jackpot counter box: decorative, and labelled as illustrative. */
export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  const value = useJackpotCounter();
  return (
    <section className="jackpot-box" data-testid="home-jackpot" data-section="jackpot" aria-label={t('lobby:jackpot.label')}>
      <span className="jackpot-box__label">{t('lobby:jackpot.label')}</span>
      <span className="jackpot-box__value" data-testid="jackpot-value" data-value={value}>
        {formatMoney(`${value}.00`, activeLanguage(i18n))}
      </span>
      <span className="jackpot-box__hint">{t('lobby:jackpot.hint')}</span>
    </section>
  );
}
