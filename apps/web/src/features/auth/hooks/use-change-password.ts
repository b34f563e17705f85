import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordPayloadSchema, HOME_PATH } from '@app/contract';
import { updateRememberedPassword } from '../../../lib/credential-vault/credential-vault';
import { useSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/ui/toast-store';
import { changePassword } from '../api/change-password';
import { useErrorText } from './use-error-text';
import { confirmationError, issuesToErrors, useFormValidation } from './use-form-validation';

const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
/** SPEC §4: home 1 s after the success toast. */
const SUCCESS_DELAY_MS = 1000;

/**
 * The change-password form's fields and submit: a new password equal to the old one opens the same-password popup
 * instead of a call; success updates a remembered password, toasts, and goes home a second later.
 */
export function useChangePassword() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const session = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [samePopup, setSamePopup] = useState(false);
  const [done, setDone] = useState(false);

  const form = useFormValidation(() => {
    const result = changePasswordPayloadSchema.safeParse({ oldPassword, newPassword, confirmNewPassword });
    const errors = result.success ? {} : issuesToErrors(result.error.issues);
    const confirmation = confirmationError(newPassword, confirmNewPassword);
    if (confirmation) errors.confirmNewPassword = confirmation;
    return errors;
  }, ORDER);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(HOME_PATH, { replace: true }), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = () => {
    if (loading || done || !form.check()) return;
    if (oldPassword === newPassword) {
      setSamePopup(true);
      return;
    }
    setLoading(true);
    changePassword({ oldPassword, newPassword, confirmNewPassword }).then(
      async () => {
        if (session) await updateRememberedPassword(session.userName, newPassword).catch(() => undefined);
        setLoading(false);
        showToast(t('passwordChanged'), 'success');
        setDone(true);
      },
      (error: unknown) => {
        // SPEC §8: a failed call only hides the loading state (and says why).
        setLoading(false);
        showToast(errorText(error), 'error');
      },
    );
  };

  return {
    userName: session?.userName ?? '',
    fields: { oldPassword, setOldPassword, newPassword, setNewPassword, confirmNewPassword, setConfirm },
    form,
    loading,
    done,
    samePopup,
    closeSamePopup: () => setSamePopup(false),
    onSubmit,
  };
}
