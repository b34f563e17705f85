import { useTranslation } from 'react-i18next';
import type { RegistrationField, RegistrationFieldSetting } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { BIRTHDAY_MIN, endOfThisYear, formatCpf } from '../hooks/register-validation';
import { PasswordField } from './form-field';

interface ExtraFieldsProps {
  fields: readonly RegistrationFieldSetting[];
  values: Partial<Record<RegistrationField, string>>;
  onValue: (field: RegistrationField, value: string) => void;
  message: (name: string) => string | undefined;
  register: (name: string) => (element: HTMLElement | null) => void;
}

const INPUT_MODES: Partial<Record<RegistrationField, 'numeric' | 'email' | 'tel'>> = {
  idNumber: 'numeric',
  mobileNum: 'numeric',
  paymentPassword: 'numeric',
  email: 'email',
  whatsapp: 'tel',
};

/** The optional fields exactly as the merchant's settings enable them (SPEC §3), with the required marker. */
export function RegisterExtraFields({ fields, values, onValue, message, register }: ExtraFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {fields.map(({ field, required }) => {
        const common = {
          name: field,
          label: t(`fields.${field}`),
          required,
          value: values[field] ?? '',
          error: message(field),
          inputRef: register(field),
          placeholder: field === 'mobileNum' ? t('mobilePlaceholder') : required ? '' : t('optional'),
        };
        if (field === 'paymentPassword') {
          return (
            <PasswordField
              key={field}
              {...common}
              inputMode="numeric"
              maxLength={6}
              onValue={(v) => onValue(field, v.replace(/\D/g, ''))}
            />
          );
        }
        if (field === 'birthday') {
          return (
            <TextField key={field} {...common} type="date" min={BIRTHDAY_MIN} max={endOfThisYear()} onValue={(v) => onValue(field, v)} />
          );
        }
        if (field === 'idNumber') {
          return (
            <TextField
              key={field}
              {...common}
              inputMode="numeric"
              maxLength={14}
              placeholder="000.000.000-00"
              onValue={(v) => onValue(field, formatCpf(v))}
            />
          );
        }
        const mode = INPUT_MODES[field];
        return <TextField key={field} {...common} {...(mode ? { inputMode: mode } : {})} onValue={(v) => onValue(field, v)} />;
      })}
    </>
  );
}
