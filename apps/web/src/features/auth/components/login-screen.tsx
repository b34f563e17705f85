import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routing/route-path';
import { AuthShell } from './auth-shell';

export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthShell id="login" banner="/banners/login.svg">
      <Link to={routePath('forget')} className="auth__link" data-testid="login-forget-link">
        {t('auth.forgot')}
      </Link>
      <p className="auth__switch">
        {t('auth.noAccount')}{' '}
        <Link to={routePath('register')} data-testid="login-register-link">
          {t('actions.registerNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
