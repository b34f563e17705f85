import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAgentType, type ReferralSummary } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useReferral } from '../api/referral';
import { registerReferralTexts } from '../i18n/referral-texts';
import { InviteShare } from './invite-share';
import { InvitedFriendsList } from './invited-friends-list';
import '../../../components/ui/card.css';
import './referral.css';

registerReferralTexts();

function Rules({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const [language] = useLanguage();
  const rules = summary.rules;
  if (!summary.enabled || !rules)
    return (
      <p className="card__muted" data-testid="invite-off">
        {t('off')}
      </p>
    );
  const money = (amount: string) => formatMoney(amount, language);
  const friendPart = rules.friendReward !== '0.00';
  return (
    <div className="invite-rules" data-testid="invite-rules">
      <p>
        {friendPart
          ? t('introFriend', { reward: money(rules.referrerReward), friendReward: money(rules.friendReward) })
          : t('intro', { reward: money(rules.referrerReward) })}
      </p>
      <p className="card__muted">{t('conditions', { days: rules.withinDays })}</p>
      <ul className="invite-rules__list">
        {rules.minFirstDeposit ? <li>{t('conditionDeposit', { amount: money(rules.minFirstDeposit) })}</li> : null}
        {rules.minTurnover ? <li>{t('conditionTurnover', { amount: money(rules.minTurnover) })}</li> : null}
      </ul>
      {rules.dailyLimit !== null || rules.totalLimit !== null ? (
        <p className="card__muted">{t('limits', { daily: rules.dailyLimit ?? t('noLimit'), total: rules.totalLimit ?? t('noLimit') })}</p>
      ) : null}
    </div>
  );
}

/**
 * /m/inviteFriends: the member's invite link and code with its QR, copy and
 * share buttons, the rules of the running REFERRAL promotion, the totals and
 * the invited friends. Test ids: invite-link, invite-code, invite-qr,
 * invite-copy, invite-share-*, invite-total-*, invite-friend (data-status).
 */
export function InviteFriendsScreen() {
  const { t } = useTranslation('referral');
  const [language] = useLanguage();
  const session = useSession();
  const errorText = useErrorText();
  const isAgent = session !== null && isAgentType(session.type);
  const summary = useReferral(!isAgent);
  const data = summary.data;
  // SPEC §6: agents have no invite page; theirs is the agent home.
  if (isAgent) return <Navigate to={routePath('agent')} replace />;
  return (
    <Screen id="inviteFriends" title={t('title')} className="member-screen invite-screen">
      {summary.isPending ? <Spinner label={t('title')} /> : null}
      {summary.isError ? (
        <p className="card__muted" data-testid="invite-error">
          {errorText(summary.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <section className="card">
            <Rules summary={data} />
          </section>
          <InviteShare summary={data} />
          <section className="card invite-totals" aria-label={t('title')}>
            <div className="invite-total" data-testid="invite-total-invited">
              <strong>{data.invited}</strong>
              <span>{t('invited')}</span>
            </div>
            <div className="invite-total" data-testid="invite-total-qualified">
              <strong>{data.qualified}</strong>
              <span>{t('qualified')}</span>
            </div>
            <div className="invite-total" data-testid="invite-total-earned">
              <strong>{formatMoney(data.rewardsEarned, language)}</strong>
              <span>{t('earned')}</span>
            </div>
          </section>
          <InvitedFriendsList />
        </>
      ) : null}
    </Screen>
  );
}
