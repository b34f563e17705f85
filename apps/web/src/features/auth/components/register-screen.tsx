import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { AuthShell } from './auth-shell';

export function RegisterScreen() {
  const { t } = useTranslation();
  return (
    <AuthShell id="register" banner="/banners/reg.svg">
      <p className="auth__switch">
        {t('auth.haveAccount')}{' '}
        <Link to={LOGIN_PATH} data-testid="register-login-link">
          {t('actions.loginNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
