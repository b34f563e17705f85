import { useTranslation } from 'react-i18next';
import { SelfTest } from './self-test';
import './help-card.css';

/** Where to find help now (CVV 188, free and 24 h) and a short self-test. Test ids: help-cvv. */
export function HelpCard() {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className="card" aria-labelledby="help-title">
      <h2 className="card__title" id="help-title">
        {t('helpTitle')}
      </h2>
      <p className="help-card__text">{t('cvvText')}</p>
      <a className="btn btn--ghost btn--block" href="tel:188" data-testid="help-cvv">
        {t('cvvCall')}
      </a>
      <SelfTest />
    </section>
  );
}
