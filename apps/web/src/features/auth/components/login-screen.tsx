import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RiskWarning } from '../../../lib/protection/risk-warning';
import { routePath } from '../../../lib/routing/route-path';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { AuthTabs, type AuthMethod } from './auth-tabs';
import { LoginSmsForm } from './login-sms-form';
import { LoginUsernameForm } from './login-username-form';
import { useTwoFactorStore } from '../hooks/two-factor-store';
import { SocialButtons } from './social-buttons';
import { TrialButton } from './trial-button';
import { TwoFactorStep } from './two-factor-step';
import './auth-form.css';

registerAuthTexts();

/**
 * Login (SPEC §2): username form, the mobile + SMS form when REGMOBVERF3 is on, the risk warning, trial play; after a
 * right password of a member with two-step verification, the code step instead.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const status = useSystemStatus();
  const smsLogin = status?.info.whitelabel.REGMOBVERF3 === true;
  const [method, setMethod] = useState<AuthMethod>('username');
  const pending = useTwoFactorStore((state) => state.pending);
  if (pending) {
    return (
      <AuthShell id="login" group="m_login">
        <TwoFactorStep pending={pending} />
      </AuthShell>
    );
  }
  return (
    <AuthShell id="login" group="m_login">
      {smsLogin ? <AuthTabs value={method} onChange={setMethod} /> : null}
      {smsLogin && method === 'mobileNum' ? <LoginSmsForm /> : <LoginUsernameForm />}
      <RiskWarning testId="login-risk-warning" />
      <TrialButton />
      <SocialButtons />
      <p className="auth__switch">
        {t('noAccount')}{' '}
        <Link to={routePath('register')} data-testid="login-register-link">
          {t('registerNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
