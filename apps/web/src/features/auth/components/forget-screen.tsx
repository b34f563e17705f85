import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { ForgetEmailForm } from './forget-email-form';
import { ForgetPhoneForm } from './forget-phone-form';
import './auth-form.css';

registerAuthTexts();

type Way = 'email' | 'phone';

/**
 * Forgot password (SPEC §2): by e-mail, or by phone (set password by SMS code)
 * when CHNGPASSVERIF3 is on, and then the phone is the default.
 */
export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
  const phoneOn = useSystemStatus()?.info.whitelabel.CHNGPASSVERIF3 === true;
  const [chosen, setChosen] = useState<Way | null>(null);
  const way: Way = phoneOn ? (chosen ?? 'phone') : 'email';
  const tabs: { id: Way; label: string }[] = [
    { id: 'email', label: t('forgetByEmail') },
    { id: 'phone', label: t('forgetByPhone') },
  ];
  return (
    <AuthShell id="forget" group="m_forget">
      {phoneOn ? (
        <div className="auth-tabs" role="tablist" aria-label={t('forgetTabsLabel')}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={way === tab.id}
              className={`auth-tabs__tab${way === tab.id ? ' is-active' : ''}`}
              data-testid={`forget-tab-${tab.id}`}
              onClick={() => setChosen(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {way === 'phone' ? <ForgetPhoneForm /> : <ForgetEmailForm />}
      <Link to={LOGIN_PATH} className="auth__link" data-testid="forget-login-link">
        {tc('auth.backToLogin')}
      </Link>
      <p className="auth__switch">
        {t('noAccount')}{' '}
        <Link to={routePath('register')} data-testid="forget-register-link">
          {t('registerNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
