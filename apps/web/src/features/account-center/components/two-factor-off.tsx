import { useTranslation } from 'react-i18next';
import { twoFactorDisablePayloadSchema, type TwoFactorStatus } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useValidationText } from '../../../lib/forms/field-errors';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { disableTwoFactor } from '../api/two-factor';
import { useTwoFactorForm } from '../hooks/use-two-factor-form';

/**
 * On: since when, backup codes left, and turning it off with the login password and a code. Test ids:
 * two-factor-on, two-factor-backup-left, two-factor-disable-form, field-password, field-code, two-factor-disable.
 */
export function TwoFactorOff({ status, onDisabled }: { status: TwoFactorStatus; onDisabled: () => void }) {
  const { t } = useTranslation('twoFactor');
  const [language] = useLanguage();
  const message = useValidationText();
  const { values, errors, sending, set, submit } = useTwoFactorForm(twoFactorDisablePayloadSchema, disableTwoFactor, onDisabled);
  return (
    <>
      <section className="card two-factor" data-testid="two-factor-on">
        <div className="card__row">
          <h2 className="card__title">{t('title')}</h2>
          <span className="pill pill--good">{t('on')}</span>
        </div>
        {status.enabledAt ? <p className="card__muted">{t('since', { time: formatDateTime(status.enabledAt, language) })}</p> : null}
        <p className="card__muted" data-testid="two-factor-backup-left">
          {t('backupLeft', { count: status.backupCodesLeft })}
        </p>
      </section>
      <form
        className="card two-factor form-grid"
        noValidate
        data-testid="two-factor-disable-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 className="card__title">{t('disableTitle')}</h2>
        <p className="card__muted">{t('disableIntro')}</p>
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('password')}
          value={values.password}
          onValue={set('password')}
          error={message(errors.password)}
        />
        <TextField
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          maxLength={11}
          label={t('codeOrBackup')}
          value={values.code}
          onValue={set('code')}
          error={message(errors.code)}
        />
        <button
          type="submit"
          className="btn btn--ghost two-factor__off"
          disabled={sending}
          aria-busy={sending}
          data-testid="two-factor-disable"
        >
          {t('disable')}
        </button>
      </form>
    </>
  );
}
