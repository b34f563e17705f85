import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentNavKey } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { useAgentHome } from '../../../lib/agents/agent-home';
import { useUnreadCounts } from '../../../lib/messages/use-unread-counts';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { useUiStore } from '../../../lib/ui/ui-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useFunds, useKpi } from '../api/agents';
import { contractRoute, greetingKey, pendingContract } from '../hooks/agent-helpers';
import { merchantToday } from '../../../lib/wallet/format-time';
import { registerAgentsTexts } from '../i18n/agents-texts';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/** Where each grid entry goes; online service opens the service modal instead. */
const navTargets: Record<Exclude<AgentNavKey, 'onlineService'>, string> = {
  teamOverview: routePath('teamOverview'),
  transactionRecord: `${routePath('transactionRecord')}?types=A`,
  memberTeam: routePath('memberTeam'),
  redRain: routePath('redRain'),
  teamPnl: routePath('teamPnl'),
  teamBetting: routePath('teamBetting'),
  agentRebate: routePath('agentRebate'),
  teamRebate: routePath('teamRebate'),
  securityCenter: routePath('securityCenter'),
  message: routePath('message'),
};

/** Greeting, total balance, withdraw and deposit, and the agent's invite code. */
function AgentHero({ username, inviteCode }: { username: string | undefined; inviteCode: string | undefined }) {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const funds = useFunds();
  return (
    <section className="card agent-hero">
      <p className="agent-hero__greeting" data-testid="agent-greeting">
        {t(`greeting.${greetingKey(new Date().getHours())}`)}, <strong data-testid="agent-username">{username ?? '…'}</strong>
      </p>
      <p className="card__muted">{t('totalBalance')}</p>
      <p className="big-amount" data-testid="agent-balance">
        {funds.data ? formatMoney(funds.data.totalBalance, language) : '…'}
      </p>
      <div className="agent-hero__actions">
        <Link to={routePath('withdraw')} className="btn btn--ghost" data-testid="agent-withdraw">
          {t('withdraw')}
        </Link>
        <Link to={routePath('voucherCenter')} className="btn btn--primary" data-testid="agent-deposit">
          {t('deposit')}
        </Link>
      </div>
      {inviteCode !== undefined ? <p className="card__muted">{t('inviteCode', { code: inviteCode })}</p> : null}
    </section>
  );
}

/** Today's team counters: logged in, betting, registered, online. */
function TodayCounters() {
  const { t } = useTranslation('agents');
  const kpi = useKpi(merchantToday());
  const footer = kpi.data?.footer;
  const counters = [
    ['loggedIn', footer?.teamLoginMemberCount],
    ['betting', footer?.teamBetMemberCount],
    ['registered', footer?.teamRegisterMemberCount],
    ['online', footer?.teamOnlineCount],
  ] as const;
  return (
    <section className="card">
      <h2 className="card__title">{t('today')}</h2>
      <div className="agent-counters">
        {counters.map(([key, value]) => (
          <div key={key} className="agent-counter" data-testid={`counter-${key}`}>
            <span className="agent-counter__value">{value ?? '–'}</span>
            <span className="agent-counter__label">{t(`counters.${key}`)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The grid of the agent's pages (the server says which); online service opens the service modal. Messages carries
 * the message centre's unread count, the same sum as the member footer's chat badge (announcements, inbox, chat).
 */
function AgentNav({ nav }: { nav: AgentNavKey[] | undefined }) {
  const { t } = useTranslation('agents');
  const openPanel = useUiStore((s) => s.openPanel);
  const counts = useUnreadCounts();
  const unread = counts.announcement + counts.inbox + counts.chat;
  return (
    <nav className="card agent-grid" aria-label={t('routes:agent')}>
      {nav?.map((key) =>
        key === 'onlineService' ? (
          <button
            key={key}
            type="button"
            className="agent-grid__item"
            data-testid={`agent-nav-${key}`}
            onClick={() => openPanel('serviceModal')}
          >
            <span>{t(`nav.${key}`)}</span>
            <ChevronRightIcon size={16} />
          </button>
        ) : (
          <Link key={key} to={navTargets[key]} className="agent-grid__item" data-testid={`agent-nav-${key}`}>
            <span className="agent-grid__label">{t(`nav.${key}`)}</span>
            {key === 'message' ? <Badge count={unread} testId="agent-nav-message-badge" /> : null}
            <ChevronRightIcon size={16} />
          </Link>
        ),
      )}
    </nav>
  );
}

/**
 * /m/agent (SPEC §2 Agent home). Test ids: agent-greeting, agent-username,
 * agent-balance, agent-withdraw, agent-deposit, counter-<loggedIn|betting|
 * registered|online>, agent-nav-<key>, agent-nav-message-badge, contract-prompt(-cancel|-confirm).
 */
export function AgentHomeScreen() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const home = useAgentHome();
  const [dismissed, setDismissed] = useState(false);
  const data = home.data;
  const waiting = data && !dismissed ? pendingContract(data.type, data.contractRequestInfo) : undefined;

  return (
    <Screen id="agent" title={t('routes:agent')} className="member-screen agent-home">
      <AgentHero username={data?.username} inviteCode={data?.inviteCode} />
      <TodayCounters />
      <AgentNav nav={data?.nav} />
      {waiting ? (
        <ConfirmDialog
          testId="contract-prompt"
          title={t('contractPrompt.title')}
          message={t(`contractPrompt.${waiting}`)}
          cancelLabel={t('contractPrompt.cancel')}
          confirmLabel={t('contractPrompt.go')}
          onCancel={() => setDismissed(true)}
          onConfirm={() => navigate(routePath(contractRoute[waiting]))}
        />
      ) : null}
    </Screen>
  );
}
