import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { useChangePassword } from '../hooks/use-change-password';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { PasswordField } from './form-field';
import { PasswordPairFields } from './password-pair-fields';
import './auth-form.css';

registerAuthTexts();

/** Says the new password must differ from the old one. */
function SamePasswordPopup({ onClose }: { onClose: () => void }) {
  const tc = useTranslation().t;
  return (
    <Modal title={tc('prompt.title')} testId="same-password-popup" role="alertdialog" onClose={onClose}>
      <p className="confirm-dialog__message">{tc('errors:new_old_same')}</p>
      <button type="button" className="btn btn--primary btn--block" data-testid="same-password-popup-ok" onClick={onClose}>
        {tc('actions.confirm')}
      </button>
    </Modal>
  );
}

/** Change password V2 (SPEC §2, §4, §5). Reached only with a session (guard 'session-or-home'). */
export function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const tc = useTranslation().t;
  // SPEC hides the header (and its back arrow) here; an installed web app has no browser back button, so the page
  // offers its own way out: back where the member came from, home when the page was opened directly.
  const back = useBackAction('history');
  const { userName, fields, form, loading, done, samePopup, closeSamePopup, onSubmit } = useChangePassword();

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
        <TextField name="username" label={t('username')} value={userName} onValue={() => undefined} readOnly />
        <PasswordField
          name="oldPassword"
          label={t('oldPassword')}
          autoComplete="current-password"
          required
          value={fields.oldPassword}
          onValue={form.bind('oldPassword', fields.setOldPassword)}
          error={form.message('oldPassword')}
          inputRef={form.register('oldPassword')}
        />
        <PasswordPairFields
          pair="new"
          password={{ value: fields.newPassword, onValue: form.bind('newPassword', fields.setNewPassword) }}
          confirm={{ value: fields.confirmNewPassword, onValue: form.bind('confirmNewPassword', fields.setConfirm) }}
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
        <button type="button" className="btn btn--ghost btn--block" onClick={() => back?.()} data-testid="change-password-back">
          {tc('actions.back')}
        </button>
      </form>
      {samePopup ? <SamePasswordPopup onClose={closeSamePopup} /> : null}
    </AuthShell>
  );
}
