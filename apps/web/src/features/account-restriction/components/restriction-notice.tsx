import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useRestriction } from '../api/account-restriction';
import { registerRestrictionTexts } from '../i18n/restriction-texts';
import './restriction-notice.css';

registerRestrictionTexts();

/**
 * Where a member lands (the home page), when the account is restricted (a barred person, issue 30 item 4): bets and
 * deposits are closed, the balance can be withdrawn until the deadline, the account closes after it. Nothing shows
 * for any other member. Test ids: restriction-notice, restriction-withdraw.
 */
export function RestrictionNotice({ token }: { token: string }) {
  const { t } = useTranslation('accountRestriction');
  const [language] = useLanguage();
  const restriction = useRestriction(token).data;
  if (!restriction) return null;
  const text = restriction.until ? t('barred', { date: formatDateTime(restriction.until, language) }) : t('noDeadline');
  return (
    <section className="restriction-notice" role="alert" data-testid="restriction-notice">
      <h2 className="restriction-notice__title">{t('title')}</h2>
      <p className="restriction-notice__text">{text}</p>
      <p className="restriction-notice__text">{t('inbox')}</p>
      <Link className="btn btn--primary restriction-notice__action" to={routePath('withdraw')} data-testid="restriction-withdraw">
        {t('withdraw')}
      </Link>
    </section>
  );
}
