import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useValidationText } from '../../../lib/forms/field-errors';
import type { PendingChallenge } from '../hooks/two-factor-store';
import { useTwoFactorStep } from '../hooks/use-two-factor-step';
import './two-factor-step.css';

/**
 * The login's second step for a member with two-step verification: the 6-digit code of the authenticator app,
 * or one of the backup codes. Test ids: two-factor-step, field-twoFactorCode, error-twoFactorCode,
 * two-factor-submit, two-factor-toggle-backup, two-factor-back.
 */
export function TwoFactorStep({ pending }: { pending: PendingChallenge }) {
  const { t } = useTranslation('auth');
  const message = useValidationText();
  const step = useTwoFactorStep(pending);
  const input = step.backup
    ? ({ inputMode: 'text', autoComplete: 'off', autoCapitalize: 'none', maxLength: 11 } as const)
    : ({ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } as const);
  return (
    <form
      className="auth-form two-factor-step"
      noValidate
      data-testid="two-factor-step"
      onSubmit={(event) => {
        event.preventDefault();
        step.submit();
      }}
    >
      <h2 className="two-factor-step__title">{t('twoFactorTitle')}</h2>
      <p className="auth__tips">{step.backup ? t('twoFactorBackupHint') : t('twoFactorHint')}</p>
      <TextField
        {...input}
        key={step.backup ? 'backup' : 'app'}
        name="twoFactorCode"
        label={step.backup ? t('twoFactorBackupCode') : t('twoFactorCode')}
        value={step.code}
        onValue={step.onCode}
        error={message(step.error)}
        // The step replaces the password form: the code field is where the member types next.
        autoFocus
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={step.sending}
        aria-busy={step.sending}
        data-testid="two-factor-submit"
      >
        {step.sending ? t('loading') : t('twoFactorVerify')}
      </button>
      <div className="auth-form__row">
        <button type="button" className="two-factor-step__link" data-testid="two-factor-toggle-backup" onClick={step.toggleBackup}>
          {step.backup ? t('twoFactorUseApp') : t('twoFactorUseBackup')}
        </button>
        <button type="button" className="two-factor-step__link" data-testid="two-factor-back" onClick={step.back}>
          {t('twoFactorBack')}
        </button>
      </div>
    </form>
  );
}
