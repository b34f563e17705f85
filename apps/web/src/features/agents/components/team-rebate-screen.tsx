import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useTeamRebate } from '../api/agents';
import { formatRate } from '../hooks/agent-helpers';
import { merchantToday } from '../../../lib/wallet/format-time';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { LoadState } from './load-state';
import { PeriodFields, type Period } from './period-fields';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/**
 * /m/member/teamRebate: rebate earned on the team's stakes by category, and what was paid. Test ids: rebate-total,
 * rebate-paid, rebate-<CAT>.
 */
export function TeamRebateScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const today = merchantToday();
  const [period, setPeriod] = useState<Period>({ startDate: today, endDate: today });
  const rebate = useTeamRebate(period);
  const data = rebate.data;
  return (
    <Screen id="teamRebate" title={t('routes:teamRebate')} className="member-screen">
      <section className="card">
        <PeriodFields period={period} onChange={setPeriod} />
      </section>
      <LoadState query={rebate} />
      {data ? (
        <>
          <section className="card">
            <dl className="figures">
              <div data-testid="rebate-total">
                <dt>{t('rebate.income')}</dt>
                <dd>{formatMoney(data.total, language)}</dd>
              </div>
              <div data-testid="rebate-paid">
                <dt>{t('rebate.paid')}</dt>
                <dd>{formatMoney(data.paid, language)}</dd>
              </div>
            </dl>
          </section>
          <section className="card">
            <ul className="rows">
              {data.byCategory.map((c) => (
                <li key={c.category} data-testid={`rebate-${c.category}`}>
                  <div className="rows__line">
                    <strong>{c.category}</strong>
                    <span className="amount--plus">{formatMoney(c.income, language)}</span>
                  </div>
                  <div className="rows__sub">
                    <span>{t('rebate.stakes', { amount: formatMoney(c.stakes, language) })}</span>
                    <span>{t('rebate.rate', { rate: formatRate(c.ownRate, language) })}</span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </Screen>
  );
}
