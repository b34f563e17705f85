import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';
import { AuthShell } from './auth-shell';

export function ForgetScreen() {
  const { t } = useTranslation();
  return (
    <AuthShell id="forget" banner="/banners/forget.svg">
      <p className="auth__soon">{t('auth.formSoon')}</p>
      <Link to={LOGIN_PATH} className="auth__link" data-testid="forget-login-link">
        {t('auth.backToLogin')}
      </Link>
      <p className="auth__switch">
        {t('auth.noAccount')}{' '}
        <Link to={routePath('register')} data-testid="forget-register-link">
          {t('actions.registerNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
