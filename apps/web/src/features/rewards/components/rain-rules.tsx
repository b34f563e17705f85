import { useTranslation } from 'react-i18next';
import type { RainView } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';

/** An amount is read as one word: "R$" never ends a line with its figure on the next. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** How often a scheduled rain comes back, in whole hours when it is. */
function RepeatRule({ everyMinutes }: { everyMinutes: number | null }) {
  const { t } = useTranslation('rewards');
  if (everyMinutes === null) return <>{t('ruleOnce')}</>;
  return (
    <>{everyMinutes % 60 === 0 ? t('ruleEveryHours', { count: everyMinutes / 60 }) : t('ruleEveryMinutes', { count: everyMinutes })}</>
  );
}

/**
 * The rules of the rain shown (the one falling, else the next), from its own data: when and how often,
 * who may join, the prize pool and its envelopes, and that there is no wagering on what is won (the server
 * pays an envelope straight to cash). Test ids: rain-rules, rain-rule-<when|who|amount|turnover>.
 */
export function RainRules({ rain }: { rain: RainView }) {
  const { t } = useTranslation('rewards');
  const [language] = useLanguage();
  return (
    <section className="card rain-rules" data-testid="rain-rules">
      <h2 className="card__title">{t('rulesTitle')}</h2>
      <ul className="rain-rules__list">
        <li data-testid="rain-rule-when">
          {t('ruleWhen', { start: formatDateTime(rain.startsAt, language), end: formatDateTime(rain.endsAt, language) })}{' '}
          <RepeatRule everyMinutes={rain.everyMinutes} />
        </li>
        <li data-testid="rain-rule-who">{t('ruleWho')}</li>
        <li data-testid="rain-rule-amount">
          {t('ruleAmount', { count: rain.envelopeCount, budget: unbroken(formatMoney(rain.budget, language)) })}
        </li>
        <li data-testid="rain-rule-turnover">{t('ruleTurnover')}</li>
      </ul>
    </section>
  );
}
