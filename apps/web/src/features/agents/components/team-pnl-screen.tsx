import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { usePnl } from '../api/agents';
import { merchantToday } from '../../../lib/wallet/format-time';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { LoadState } from './load-state';
import { PeriodFields, type Period } from './period-fields';
import { PnlFigures } from './pnl-figures';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/**
 * /m/agent/team/pnl: the team's P&L for a period (default today) and one row
 * per direct downline member; a sub-agent's row opens its own team.
 * Test ids: pnl-total, pnl-<field>, pnl-direct-<username>, pnl-drill-<username>, pnl-back.
 */
export function TeamPnlScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const today = merchantToday();
  const [period, setPeriod] = useState<Period>({ startDate: today, endDate: today });
  const [agentId, setAgentId] = useState<string | undefined>(undefined);
  const pnl = usePnl(period, agentId);
  const data = pnl.data;
  return (
    <Screen id="teamPnl" title={t('routes:teamPnl')} className="member-screen">
      <section className="card">
        <PeriodFields period={period} onChange={setPeriod} />
      </section>
      <LoadState query={pnl} />
      {data ? (
        <>
          <section className="card">
            <h2 className="card__title">{t('pnl.total', { name: data.username })}</h2>
            <PnlFigures figures={data.total} testId="pnl-total" />
            {agentId ? (
              <button type="button" className="link-button" data-testid="pnl-back" onClick={() => setAgentId(undefined)}>
                {t('pnl.back')}
              </button>
            ) : null}
          </section>
          {data.byDirect.length > 0 ? (
            <section className="card">
              <h2 className="card__title">{t('pnl.byDirect')}</h2>
              <ul className="rows">
                {data.byDirect.map((row) => (
                  <li key={row.memberId} data-testid={`pnl-direct-${row.username}`}>
                    <div className="rows__line">
                      <strong>{row.username}</strong>
                      <span className={row.net.startsWith('-') ? 'amount--minus' : 'amount--plus'}>{formatMoney(row.net, language)}</span>
                    </div>
                    <div className="rows__sub">
                      <span>
                        {t('pnl.stakes')} {formatMoney(row.stakes, language)}
                      </span>
                      <span>
                        {t('pnl.wins')} {formatMoney(row.wins, language)}
                      </span>
                      <span>
                        {t('pnl.deposits')} {formatMoney(row.deposits, language)}
                      </span>
                      {row.isAgent ? (
                        <button
                          type="button"
                          className="link-button"
                          data-testid={`pnl-drill-${row.username}`}
                          onClick={() => setAgentId(row.memberId)}
                        >
                          {t('pnl.drill')}
                        </button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
