import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProtectionStatus } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { formatDateTime } from '../../../lib/wallet/format-time';

type Hold = { exclusion: NonNullable<ProtectionStatus['exclusion']> } | { restriction: NonNullable<ProtectionStatus['restriction']> };

/** The pause, exclusion or restriction the member is under, if any: the session may only withdraw. */
export function holdOf(status: ProtectionStatus): Hold | null {
  if (status.exclusion) return { exclusion: status.exclusion };
  if (status.restriction) return { restriction: status.restriction };
  return null;
}

function useHoldTexts(hold: Hold): { title: string; text: string } {
  const { t } = useTranslation('responsibleGaming');
  const [language] = useLanguage();
  const date = (at: string | null) => (at ? formatDateTime(at, language) : '');
  if ('restriction' in hold) {
    const until = hold.restriction.until;
    return { title: t('holdRestricted'), text: until ? t('holdRestrictedText', { date: date(until) }) : t('holdText') };
  }
  const { kind, until } = hold.exclusion;
  const title =
    kind === 'operator'
      ? t('holdOperator')
      : kind === 'pause'
        ? t('holdPaused', { date: date(until) })
        : until
          ? t('holdExcluded', { date: date(until) })
          : t('holdExcludedForever');
  return { title, text: t('holdText') };
}

/**
 * What a paused, excluded or restricted member sees first after logging in: why bets and deposits are closed, and the
 * way to withdraw the balance (the only thing such a session may do). Test ids: account-hold, account-hold-withdraw.
 */
export function AccountHoldCard({ hold }: { hold: Hold }) {
  const { t } = useTranslation('responsibleGaming');
  const { title, text } = useHoldTexts(hold);
  return (
    <section className="card account-hold" role="status" data-testid="account-hold">
      <h2 className="card__title">{title}</h2>
      <p className="account-hold__text">{text}</p>
      <Link className="btn btn--primary account-hold__action" to={routePath('withdraw')} data-testid="account-hold-withdraw">
        {t('holdWithdraw')}
      </Link>
    </section>
  );
}
