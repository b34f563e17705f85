import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons/nav-icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'ref'>;

export interface FieldProps extends InputProps {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** Something beside the input (captcha image, SMS button, visibility toggle). */
  addon?: ReactNode;
}

/** Labelled input with its error under it (aria-invalid and aria-describedby for screen readers). */
export function Field({ name, label, value, onValue, error, inputRef, required, addon, ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-label={t('requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="form-field__control">
        <input
          {...input}
          id={id}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={`field-${name}`}
        />
        {addon}
      </div>
      {error ? (
        <p className="form-field__error" id={errorId} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="form-field__addon-button"
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
        <p className="form-field__error" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
