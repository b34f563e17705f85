import { useTranslation } from 'react-i18next';
import { PasswordField } from './form-field';

/** The password and its confirmation: an account's (registration) or a new one (change, reset, set by phone). */
const PAIRS = {
  account: { password: 'password', confirm: 'confirmPassword', placeholders: true },
  new: { password: 'newPassword', confirm: 'confirmNewPassword', placeholders: false },
} as const;

type Pair = keyof typeof PAIRS;
type Name = (typeof PAIRS)[Pair]['password' | 'confirm'];

interface FieldBinding {
  value: string;
  /** Stores the typed value (usually form.bind(name, setter)). */
  onValue: (value: string) => void;
}

interface PasswordPairFieldsProps {
  pair: Pair;
  password: FieldBinding;
  /** The confirmation; absent where SPEC has none (set password by phone). */
  confirm?: FieldBinding;
  /** The form's shown message and element registration (useFormValidation). */
  message: (name: Name) => string | undefined;
  register: (name: Name) => (element: HTMLElement | null) => void;
  onBlur?: (name: Name) => () => void;
}

/**
 * The password field and, where the screen has one, its confirmation, each
 * labelled by its name. Validation stays with each screen (its schema and
 * confirmationError).
 */
export function PasswordPairFields({ pair, password, confirm, message, register, onBlur }: PasswordPairFieldsProps) {
  const { t } = useTranslation('auth');
  const names = PAIRS[pair];
  const field = (name: Name, binding: FieldBinding) => (
    <PasswordField
      name={name}
      label={t(name)}
      {...(names.placeholders && { placeholder: t(`${name}Placeholder`) })}
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
      {field(names.password, password)}
      {confirm ? field(names.confirm, confirm) : null}
    </>
  );
}
