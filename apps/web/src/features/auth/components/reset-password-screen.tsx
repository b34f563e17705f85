import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, resetPasswordPayloadSchema } from '@app/contract';
import { isApiError } from '../../../lib/api/api-error';
import { routePath } from '../../../lib/routing/route-path';
import { showToast } from '../../../lib/ui/toast-store';
import { resetPassword } from '../api/reset-password';
import { useErrorText } from '../hooks/use-error-text';
import { confirmationError, issuesToErrors, useFormValidation } from '../hooks/use-form-validation';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { PasswordPairFields } from './password-pair-fields';
import './auth-form.css';

registerAuthTexts();

const ORDER = ['newPassword', 'confirmNewPassword'] as const;
const TOKEN_PATTERN = /^[\w-]{20,200}$/;

/**
 * Opened from the e-mailed link (/m/resetPassword?token=…): new password and
 * confirm; success → toast and /m/login. A used, expired or missing token
 * shows password.reset.invalid and a link to ask again.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [invalid, setInvalid] = useState(!TOKEN_PATTERN.test(token));

  const form = useFormValidation(() => {
    const result = resetPasswordPayloadSchema.safeParse({ token, newPassword, confirmNewPassword });
    const errors = result.success ? {} : issuesToErrors(result.error.issues);
    delete errors.token;
    const confirmation = confirmationError(newPassword, confirmNewPassword);
    if (confirmation) errors.confirmNewPassword = confirmation;
    return errors;
  }, ORDER);

  const onSubmit = () => {
    if (loading || !form.check()) return;
    setLoading(true);
    resetPassword({ token, newPassword, confirmNewPassword }).then(
      () => {
        setLoading(false);
        showToast(t('passwordReset'), 'success');
        void navigate(LOGIN_PATH, { replace: true });
      },
      (error: unknown) => {
        setLoading(false);
        if (isApiError(error) && error.errorCode === 'password.reset.invalid') setInvalid(true);
        else showToast(errorText(error), 'error');
      },
    );
  };

  return (
    <AuthShell id="resetPassword" group="m_forget">
      {invalid ? (
        <div className="auth-form" data-testid="reset-invalid">
          <p className="auth__notice auth__notice--error" role="alert">
            {tc('errors:reset_link_invalid')}
          </p>
          <Link to={routePath('forget')} className="btn btn--primary btn--block" data-testid="reset-ask-again">
            {t('askNewLink')}
          </Link>
        </div>
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
            password={{ value: newPassword, onValue: form.bind('newPassword', setNewPassword) }}
            confirm={{ value: confirmNewPassword, onValue: form.bind('confirmNewPassword', setConfirm) }}
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
