import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'ref'>;

interface FieldProps extends InputProps {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** A line under the input while it has no error (limits, formats). */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  addon?: ReactNode;
}

/** Labelled input of the member screens: test ids field-<name> and error-<name>. */
export function TextField({ name, label, value, onValue, error, hint, inputRef, addon, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
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
        <select id={id} name={name} value={value} onChange={(event) => onValue(event.target.value)} data-testid={`field-${name}`}>
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
