import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, type PrivacyRequest } from '@app/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { TOAST_MS, showToast } from '../../../lib/ui/toast-store';
import { useCloseAccount } from '../api/close-account';

/** The form: the password (checked by the server, each guess counted) and an optional reason, then a confirmation. */
function ClosureForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const send = () => {
    if (close.isPending) return;
    const body = { password, ...(reason.trim() && { reason: reason.trim() }) };
    // The promise, not mutate's callbacks: clearing the session unmounts this member screen before they would run.
    close.mutateAsync(body).then(
      () => {
        showToast(t('closureDone'), 'info', TOAST_MS.long);
        void navigate(LOGIN_PATH, { replace: true });
      },
      (error: unknown) => {
        setConfirming(false);
        showToast(errorText(error), 'error');
      },
    );
  };
  return (
    <form
      className="form-grid"
      noValidate
      data-testid="privacy-closure-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) setConfirming(true);
      }}
    >
      <TextField
        name="closurePassword"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        label={t('password')}
        hint={t('passwordHint')}
        value={password}
        onValue={setPassword}
        required
      />
      <TextField name="closureReason" maxLength={500} label={t('reason')} value={reason} onValue={setReason} />
      <div className="privacy__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn--danger" data-testid="privacy-closure-submit" disabled={!password}>
          {t('closureSubmit')}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          testId="privacy-closure-confirm"
          title={t('confirmTitle')}
          message={t('confirmText')}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        />
      ) : null}
    </form>
  );
}

/**
 * "Encerrar minha conta": what is erased, what the law keeps for five years, the rule on money, a refusal's reason,
 * and the form. Test ids: privacy-closure-start, privacy-closure-refused, privacy-closure-form, field-closurePassword,
 * field-closureReason, privacy-closure-submit, privacy-closure-confirm(-confirm|-cancel).
 */
export function ClosureCard({ refused }: { refused: PrivacyRequest | undefined }) {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="privacy-closure-title">
      <h2 className="card__title" id="privacy-closure-title">
        {t('closureTitle')}
      </h2>
      <p className="card__muted">{t('closureText')}</p>
      <p className="card__muted">{t('closureKept')}</p>
      <p className="card__muted">{t('closureBalance')}</p>
      {refused?.refusalReason ? (
        <p className="privacy__refused" data-testid="privacy-closure-refused">
          {t('closureRefused', { reason: refused.refusalReason })}
        </p>
      ) : null}
      {open ? (
        <ClosureForm onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn--ghost" data-testid="privacy-closure-start" onClick={() => setOpen(true)}>
          {t('closureStart')}
        </button>
      )}
    </section>
  );
}
