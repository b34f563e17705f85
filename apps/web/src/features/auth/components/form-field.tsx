import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type FieldProps } from '../../../components/ui/field';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons/nav-icons';

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="ui-field__addon-button"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          data-testid={`toggle-${props.name}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

interface CheckProps {
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function CheckField({ name, checked, onChecked, children, error, inputRef }: CheckProps) {
  const id = useId();
  return (
    <div className={`check-field${error ? ' check-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid={`field-${name}`}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p className="ui-field__error" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
