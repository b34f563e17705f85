import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'ref' | 'required'>;

export interface FieldProps extends InputProps {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** A line under the input while it has no error (limits, formats). */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Only the " *" marker: the forms validate themselves (noValidate), so the input gets no native required. */
  required?: boolean;
  /** Something beside the input (captcha image, SMS button, visibility toggle, dialling code). */
  addon?: ReactNode;
}

/**
 * Labelled input of every form: test ids field-<name>, error-<name> and
 * hint-<name>; the error (or else the hint) is the input's aria-describedby.
 */
export function TextField({ name, label, value, onValue, error, hint, inputRef, required, addon, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-label={t('field.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="ui-field__control">
        <input
          {...input}
          id={id}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          data-testid={`field-${name}`}
        />
        {addon}
      </div>
      {error ? (
        <p className="ui-field__error" id={noteId} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : hint ? (
        <p className="ui-field__hint" id={noteId} data-testid={`hint-${name}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ name, label, value, onValue, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <select
          className="ui-field__select"
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          data-testid={`field-${name}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
