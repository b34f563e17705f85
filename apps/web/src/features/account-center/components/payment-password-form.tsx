import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentPasswordPayloadSchema } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { issuesToErrors, useValidationText, type FieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';
import { savePaymentPassword } from '../api/account';

const EMPTY = { currentPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };

/** The three fields, validated by the contract's schema on submit (the current one only when there is one). */
function usePaymentPasswordForm(hasCurrent: boolean, onDone: () => void) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    const { currentPaymentPassword, ...rest } = values;
    const payload = hasCurrent ? { ...rest, currentPaymentPassword } : rest;
    const parsed = paymentPasswordPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSending(true);
    savePaymentPassword(parsed.data).then(
      () => {
        setSending(false);
        showToast(t('paymentSaved'), 'success');
        onDone();
      },
      (error: unknown) => {
        setSending(false);
        showToast(errorText(error), 'error');
      },
    );
  };
  return { values, errors, sending, set, submit };
}

/** Set (first time) or change (current one required) the 6-digit payment password. */
export function PaymentPasswordForm({ hasCurrent, onDone, onCancel }: { hasCurrent: boolean; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const message = useValidationText();
  const { values, errors, sending, set, submit } = usePaymentPasswordForm(hasCurrent, onDone);

  const pin = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <form
      className="form-grid"
      noValidate
      data-testid="payment-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {hasCurrent ? (
        <TextField
          {...pin}
          name="currentPaymentPassword"
          label={t('currentPaymentPassword')}
          value={values.currentPaymentPassword}
          onValue={set('currentPaymentPassword')}
          error={message(errors.currentPaymentPassword)}
        />
      ) : null}
      <TextField
        {...pin}
        name="paymentPassword"
        label={t('newPaymentPassword')}
        value={values.paymentPassword}
        onValue={set('paymentPassword')}
        error={message(errors.paymentPassword)}
      />
      <TextField
        {...pin}
        name="confirmPaymentPassword"
        label={t('confirmPaymentPassword')}
        value={values.confirmPaymentPassword}
        onValue={set('confirmPaymentPassword')}
        error={message(errors.confirmPaymentPassword)}
      />
      <div className="form-grid form-grid--two">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending} data-testid="payment-password-save">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
