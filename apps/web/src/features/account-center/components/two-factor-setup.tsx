import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorEnablePayloadSchema, type TwoFactorSetup } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useValidationText } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';
import { enableTwoFactor, startTwoFactorSetup } from '../api/two-factor';
import { useCopy } from '../hooks/use-copy';
import { useTwoFactorForm } from '../hooks/use-two-factor-form';

/** Base32 in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The new secret as QR code, as a link for an app on this phone and as text to copy. */
function SecretCard({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('twoFactor');
  const copy = useCopy();
  return (
    <section className="card two-factor">
      <h2 className="card__title">{t('scanTitle')}</h2>
      <p className="card__muted">{t('scanHint')}</p>
      <img className="two-factor__qr" src={setup.qrImage} alt={t('qrAlt')} width={200} height={200} data-testid="two-factor-qr" />
      <a className="btn btn--ghost" href={setup.otpauthUri} data-testid="two-factor-open-app">
        {t('openApp')}
      </a>
      <span className="card__muted">{t('secretLabel')}</span>
      <div className="two-factor__secret">
        <code data-testid="two-factor-secret">{grouped(setup.secret)}</code>
        <button type="button" className="btn btn--primary" data-testid="two-factor-copy-secret" onClick={() => copy(setup.secret)}>
          {t('copy')}
        </button>
      </div>
    </section>
  );
}

/** The login password and the first code: only then is it on. */
function ConfirmForm({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('twoFactor');
  const message = useValidationText();
  const { values, errors, sending, set, submit } = useTwoFactorForm(twoFactorEnablePayloadSchema, enableTwoFactor, onEnabled);
  return (
    <form
      className="card two-factor form-grid"
      noValidate
      data-testid="two-factor-enable-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="card__title">{t('confirmTitle')}</h2>
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
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        label={t('code')}
        value={values.code}
        onValue={set('code')}
        error={message(errors.code)}
      />
      <div className="form-grid form-grid--two">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending} data-testid="two-factor-enable">
          {t('enable')}
        </button>
      </div>
    </form>
  );
}

/**
 * Turning it on: what it is, then a new secret and its confirmation. Test ids: two-factor-intro, two-factor-start,
 * two-factor-qr, two-factor-open-app, two-factor-secret, two-factor-copy-secret, two-factor-enable-form,
 * field-password, field-code, two-factor-enable.
 */
export function TwoFactorSetupFlow({ passwordSet, onEnabled }: { passwordSet: boolean; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('twoFactor');
  const errorText = useErrorText();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    startTwoFactorSetup().then(
      (answer) => {
        setStarting(false);
        setSetup(answer);
      },
      (error: unknown) => {
        setStarting(false);
        showToast(errorText(error), 'error');
      },
    );
  };
  if (setup) {
    return (
      <>
        <SecretCard setup={setup} />
        <ConfirmForm onEnabled={onEnabled} onCancel={() => setSetup(null)} />
      </>
    );
  }
  return (
    <section className="card two-factor" data-testid="two-factor-intro">
      <p className="card__muted">{t('intro')}</p>
      {passwordSet ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={starting}
          aria-busy={starting}
          data-testid="two-factor-start"
          onClick={start}
        >
          {t('start')}
        </button>
      ) : (
        <p className="card__muted" data-testid="two-factor-need-password">
          {t('needPassword')}
        </p>
      )}
    </section>
  );
}
