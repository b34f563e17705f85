import { useTranslation } from 'react-i18next';
import { PasswordField } from './form-field';

type Name = 'newPassword' | 'confirmNewPassword';

interface FieldBinding {
  value: string;
  /** Stores the typed value (usually form.bind(name, setter)). */
  onValue: (value: string) => void;
}

interface NewPasswordFieldsProps {
  newPassword: FieldBinding;
  /** The confirmation; absent where SPEC has none (set password by phone). */
  confirm?: FieldBinding;
  /** The form's shown message and element registration (useFormValidation). */
  message: (name: Name) => string | undefined;
  register: (name: Name) => (element: HTMLElement | null) => void;
  onBlur?: (name: Name) => () => void;
}

/**
 * The new-password field and, where the screen has one, its confirmation:
 * change password, reset password (e-mailed link) and set password by phone.
 * Validation stays with each screen (its schema); see confirmationError.
 */
export function NewPasswordFields({ newPassword, confirm, message, register, onBlur }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const field = (name: Name, label: string, binding: FieldBinding) => (
    <PasswordField
      name={name}
      label={label}
      autoComplete="new-password"
      required
      value={binding.value}
      onValue={binding.onValue}
      {...(onBlur && { onBlur: onBlur(name) })}
      error={message(name)}
      inputRef={register(name)}
    />
  );
  return (
    <>
      {field('newPassword', t('newPassword'), newPassword)}
      {confirm ? field('confirmNewPassword', t('confirmNewPassword'), confirm) : null}
    </>
  );
}

/** SPEC §5: the confirmation is required ("enter password") and equal ("confirmation not correct"). */
export function confirmationError(newPassword: string, confirmNewPassword: string): string | undefined {
  if (!confirmNewPassword) return 'in_incorrect_password';
  return confirmNewPassword !== newPassword ? 'in_confirmation_correct' : undefined;
}
