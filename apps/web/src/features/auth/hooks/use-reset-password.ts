import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, resetPasswordPayloadSchema } from '@app/contract';
import { isApiError } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/ui/toast-store';
import { resetPassword } from '../api/reset-password';
import { useErrorText } from './use-error-text';
import { confirmationError, issuesToErrors, useFormValidation } from './use-form-validation';

const ORDER = ['newPassword', 'confirmNewPassword'] as const;
const TOKEN_PATTERN = /^[\w-]{20,200}$/;

/** The reset form of an e-mailed token: `invalid` from the start for a malformed token, or once the server refuses it. */
export function useResetPassword(token: string) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
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

  return { fields: { newPassword, setNewPassword, confirmNewPassword, setConfirm }, form, loading, invalid, onSubmit };
}
