import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatCalendarDay, formatDateTime } from '../../../lib/wallet/format-time';
import { useProfile } from '../api/account';
import { registerAccountTexts } from '../i18n/account-texts';
import { InfoRow } from './info-row';
import { ProfileForm } from './profile-form';
import '../../../components/ui/card.css';
import './account.css';

registerAccountTexts();

/**
 * /m/myAccount/index. Test ids: profile-username, profile-vip, profile-since,
 * profile-last-login, profile-form, field-nickname, field-email, profile-save.
 */
export function MyAccountScreen() {
  const { t } = useTranslation('account');
  const tc = useTranslation().t;
  const [language] = useLanguage();
  const profile = useProfile();
  const data = profile.data;
  return (
    <Screen id="myAccount" title={t('routes:myAccount')} className="member-screen">
      {profile.isPending ? <Spinner label={tc('loading')} /> : null}
      {data ? (
        <>
          <section className="card">
            <InfoRow label={t('username')} value={data.username} testId="profile-username" />
            <InfoRow label={t('vip')} value={data.vipLabel} testId="profile-vip" />
            <InfoRow label={t('mobile')} value={data.mobileMasked ?? t('notSet')} testId="profile-mobile" />
            <InfoRow label={t('cpf')} value={data.idNumberMasked ?? t('notSet')} testId="profile-cpf" />
            <InfoRow
              label={t('birthday')}
              value={data.birthday ? formatCalendarDay(data.birthday, language) : t('notSet')}
              testId="profile-birthday"
            />
            <InfoRow label={t('memberSince')} value={formatDateTime(data.createdAt, language)} testId="profile-since" />
            <InfoRow
              label={t('lastLogin')}
              value={
                data.lastLogin
                  ? t('lastLoginValue', { time: formatDateTime(data.lastLogin.at, language), ip: data.lastLogin.ip })
                  : t('notSet')
              }
              testId="profile-last-login"
            />
          </section>
          <ProfileForm profile={data} />
        </>
      ) : null}
    </Screen>
  );
}
