import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { securityQueryOptions, useSecurity } from '../api/account';
import { registerAccountTexts } from '../i18n/account-texts';
import { InfoRow } from './info-row';
import { PaymentPasswordForm } from './payment-password-form';
import { TwoFactorRow } from './two-factor-row';
import '../../../components/ui/card.css';
import './account.css';

registerAccountTexts();

type Security = NonNullable<ReturnType<typeof useSecurity>['data']>;

/** The login password's link, the payment password (set or not, and its form once opened), two-step verification. */
function PasswordsCard({ data }: { data: Security }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <section className="card">
      <div className="card__row">
        <span>{t('password')}</span>
        <Link to={routePath('changePsw')} className="link-button" data-testid="security-change-password">
          {t('changePassword')}
        </Link>
      </div>
      <div className="card__row" data-testid="security-payment">
        <span>
          {t('paymentPassword')}{' '}
          <span className={`pill ${data.hasPaymentPassword ? 'pill--good' : 'pill--wait'}`}>
            {data.hasPaymentPassword ? t('paymentSet') : t('paymentUnset')}
          </span>
        </span>
        {!editing ? (
          <button type="button" className="link-button" data-testid="payment-password-toggle" onClick={() => setEditing(true)}>
            {data.hasPaymentPassword ? t('changePayment') : t('setPayment')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <PaymentPasswordForm
          hasCurrent={data.hasPaymentPassword}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            void client.invalidateQueries({ queryKey: securityQueryOptions().queryKey });
          }}
        />
      ) : null}
      <TwoFactorRow />
    </section>
  );
}

/** The account's last logins: when, from where, on what. */
function RecentLogins({ logins }: { logins: Security['recentLogins'] }) {
  const { t } = useTranslation('account');
  const [language] = useLanguage();
  return (
    <section className="card">
      <h2 className="card__title">{t('recentLogins')}</h2>
      {logins.length === 0 ? <p className="card__muted">{t('noLogins')}</p> : null}
      <ul className="rows">
        {logins.map((login, index) => (
          <li key={`${login.at}-${index}`} data-testid={`login-${index}`}>
            <div className="rows__line">
              <span>{formatDateTime(login.at, language)}</span>
              <span>{login.ip}</span>
            </div>
            <div className="rows__sub">
              <span>{login.device ?? t('unknownDevice')}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /m/securityCenter. Test ids: security-change-password, security-payment,
 * payment-password-toggle, payment-password-form, field-currentPaymentPassword,
 * field-paymentPassword, field-confirmPaymentPassword, payment-password-save,
 * security-mobile, security-email, security-cpf, security-payout, login-<n>, security-privacy (the LGPD page),
 * security-two-factor (two-step verification).
 */
export function SecurityScreen() {
  const { t } = useTranslation('account');
  const tc = useTranslation().t;
  const security = useSecurity();
  const data = security.data;

  return (
    <Screen id="securityCenter" title={t('routes:securityCenter')} className="member-screen">
      {security.isPending ? <Spinner label={tc('loading')} /> : null}
      {data ? (
        <>
          <PasswordsCard data={data} />
          <section className="card">
            <InfoRow label={t('mobile')} value={data.mobileMasked ?? t('notSet')} testId="security-mobile" />
            <InfoRow label={t('email')} value={data.emailMasked ?? t('notSet')} testId="security-email" />
            <InfoRow label={t('cpf')} value={data.idNumberMasked ?? t('notSet')} testId="security-cpf" />
            <Link to={routePath('withdraw')} className="card__row account-link" data-testid="security-payout">
              <span>{t('payoutAccounts')}</span>
              <span className="account-link__value">
                {t('payoutCount', { count: data.payoutAccounts })}
                <ChevronRightIcon size={18} />
              </span>
            </Link>
          </section>
          <RecentLogins logins={data.recentLogins} />
          <section className="card">
            <Link to={routePath('privacy')} className="card__row account-link" data-testid="security-privacy">
              <span>{t('privacyLink')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </section>
        </>
      ) : null}
    </Screen>
  );
}
