import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useOverview } from '../api/agents';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { LoadState } from './load-state';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/** /m/agent/team/overview. Test ids: overview-<field>, counter-<key>. */
export function TeamOverviewScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const overview = useOverview();
  const o = overview.data;
  return (
    <Screen id="teamOverview" title={t('routes:teamOverview')} className="member-screen">
      <LoadState query={overview} />
      {o ? (
        <>
          <section className="card">
            <dl className="figures">
              {(['teamSize', 'directMembers', 'directAgents', 'agents', 'depth', 'newToday'] as const).map((key) => (
                <div key={key} data-testid={`overview-${key}`}>
                  <dt>{t(`overview.${key}`)}</dt>
                  <dd>{o[key]}</dd>
                </div>
              ))}
              <div data-testid="overview-teamBalance">
                <dt>{t('overview.teamBalance')}</dt>
                <dd>{formatMoney(o.teamBalance, language)}</dd>
              </div>
            </dl>
          </section>
          <section className="card">
            <h2 className="card__title">{t('today')}</h2>
            <dl className="figures">
              {(
                [
                  ['loggedIn', o.footer.teamLoginMemberCount],
                  ['betting', o.footer.teamBetMemberCount],
                  ['registered', o.footer.teamRegisterMemberCount],
                  ['online', o.footer.teamOnlineCount],
                ] as const
              ).map(([key, value]) => (
                <div key={key} data-testid={`counter-${key}`}>
                  <dt>{t(`counters.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
    </Screen>
  );
}
