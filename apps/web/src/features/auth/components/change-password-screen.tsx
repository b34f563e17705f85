import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordPayloadSchema, HOME_PATH } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { updateRememberedPassword } from '../../../lib/credential-vault/credential-vault';
import { useSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/ui/toast-store';
import { changePassword } from '../api/change-password';
import { useErrorText } from '../hooks/use-error-text';
import { confirmationError, issuesToErrors, useFormValidation } from '../hooks/use-form-validation';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { PasswordField } from './form-field';
import { PasswordPairFields } from './password-pair-fields';
import './auth-form.css';

registerAuthTexts();

const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
/** SPEC §4: home 1 s after the success toast. */
const SUCCESS_DELAY_MS = 1000;

/** Change password V2 (SPEC §2, §4, §5). Reached only with a session (guard 'session-or-home'). */
export function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
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

  return (
    <AuthShell id="changePsw" group="m_change">
      <form
        className="auth-form"
        noValidate
        data-testid="change-password-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField name="username" label={t('username')} value={session?.userName ?? ''} onValue={() => undefined} readOnly />
        <PasswordField
          name="oldPassword"
          label={t('oldPassword')}
          autoComplete="current-password"
          required
          value={oldPassword}
          onValue={form.bind('oldPassword', setOldPassword)}
          error={form.message('oldPassword')}
          inputRef={form.register('oldPassword')}
        />
        <PasswordPairFields
          pair="new"
          password={{ value: newPassword, onValue: form.bind('newPassword', setNewPassword) }}
          confirm={{ value: confirmNewPassword, onValue: form.bind('confirmNewPassword', setConfirm) }}
          message={form.message}
          register={form.register}
        />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={loading || done}
          aria-busy={loading}
          data-testid="change-password-submit"
        >
          {loading ? t('loading') : t('changeSubmit')}
        </button>
      </form>
      {samePopup ? (
        <Modal title={tc('prompt.title')} testId="same-password-popup" role="alertdialog" onClose={() => setSamePopup(false)}>
          <p className="confirm-dialog__message">{tc('errors:new_old_same')}</p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-testid="same-password-popup-ok"
            onClick={() => setSamePopup(false)}
          >
            {tc('actions.confirm')}
          </button>
        </Modal>
      ) : null}
    </AuthShell>
  );
}
