import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutAccountPayloadSchema, pixKeyTypes, type PixKeyType } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { issuesToErrors, useValidationText, type FieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';
import { addPayoutAccount } from '../api/payout-accounts';

/** The PIX key's fields, validated by the contract's schema on submit. */
function usePayoutAccountForm(onDone: () => void) {
  const { t } = useTranslation('withdraw');
  const errorText = useErrorText();
  const [values, setValues] = useState({ pixKeyType: 'CPF' as PixKeyType, pixKey: '', holderName: '', holderCpf: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    const parsed = payoutAccountPayloadSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSending(true);
    addPayoutAccount(parsed.data).then(
      () => {
        setSending(false);
        showToast(t('accountAdded'), 'success');
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

/** Adds a PIX key; the server refuses a holder CPF other than the member's own (payout_cpf_mismatch). */
export function PayoutAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('withdraw');
  const message = useValidationText();
  const { values, errors, sending, set, submit } = usePayoutAccountForm(onDone);

  return (
    <form
      className="form-grid"
      noValidate
      data-testid="payout-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        name="pixKeyType"
        label={t('pixKeyType')}
        value={values.pixKeyType}
        onValue={set('pixKeyType')}
        options={pixKeyTypes.map((type) => ({ value: type, label: t(`keyTypes.${type}`) }))}
      />
      <TextField
        name="pixKey"
        label={t('pixKey')}
        value={values.pixKey}
        onValue={set('pixKey')}
        error={message(errors.pixKey)}
        autoComplete="off"
      />
      <TextField
        name="holderName"
        label={t('holderName')}
        value={values.holderName}
        onValue={set('holderName')}
        error={message(errors.holderName)}
        autoComplete="name"
      />
      <TextField
        name="holderCpf"
        label={t('holderCpf')}
        inputMode="numeric"
        value={values.holderCpf}
        onValue={set('holderCpf')}
        error={message(errors.holderCpf)}
        hint={t('holderCpfHint')}
      />
      <div className="form-grid form-grid--two">
        <button type="button" className="btn btn--ghost" data-testid="payout-cancel" onClick={onCancel}>
          {t('cancelAdd')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending} data-testid="payout-save">
          {t('saveAccount')}
        </button>
      </div>
    </form>
  );
}
