import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';
import { useResetPassword } from '../hooks/use-reset-password';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { PasswordPairFields } from './password-pair-fields';
import './auth-form.css';

registerAuthTexts();

/** A used, expired or missing token: says so, with a link to ask for a new one. */
function ResetInvalid() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
  return (
    <div className="auth-form" data-testid="reset-invalid">
      <p className="auth__notice auth__notice--error" role="alert">
        {tc('errors:reset_link_invalid')}
      </p>
      <Link to={routePath('forget')} className="btn btn--primary btn--block" data-testid="reset-ask-again">
        {t('askNewLink')}
      </Link>
    </div>
  );
}

/**
 * Opened from the e-mailed link (/m/resetPassword?token=…): new password and
 * confirm; success → toast and /m/login. A used, expired or missing token
 * shows password.reset.invalid and a link to ask again.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
  const [params] = useSearchParams();
  const { fields, form, loading, invalid, onSubmit } = useResetPassword(params.get('token') ?? '');

  return (
    <AuthShell id="resetPassword" group="m_forget">
      {invalid ? (
        <ResetInvalid />
      ) : (
        <form
          className="auth-form"
          noValidate
          data-testid="reset-password-form"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <p className="auth__tips">{t('resetTips')}</p>
          <PasswordPairFields
            pair="new"
            password={{ value: fields.newPassword, onValue: form.bind('newPassword', fields.setNewPassword) }}
            confirm={{ value: fields.confirmNewPassword, onValue: form.bind('confirmNewPassword', fields.setConfirm) }}
            message={form.message}
            register={form.register}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="reset-submit">
            {loading ? t('loading') : t('resetSubmit')}
          </button>
        </form>
      )}
      <Link to={LOGIN_PATH} className="auth__link" data-testid="reset-login-link">
        {tc('auth.backToLogin')}
      </Link>
    </AuthShell>
  );
}
