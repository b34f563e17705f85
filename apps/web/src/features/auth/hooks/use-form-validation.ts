import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidationKey, validationMessages } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';

/** A field's error as a key of the contract's validation texts. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** First issue per field; zod's own messages (not contract keys) become "required". */
export function issuesToErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && errors[name] === undefined) errors[name] = isValidationKey(issue.message) ? issue.message : 'required';
  }
  return errors;
}

/** SPEC §5: the confirmation is required ("enter password") and equal ("confirmation not correct"). */
export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'in_incorrect_password';
  return confirmation !== password ? 'in_confirmation_correct' : undefined;
}

const LANGUAGE_DEBOUNCE_MS = 200;

/**
 * Errors, refs for focusing, and the SPEC §5 behaviour: the first invalid
 * field (in `order`) is focused on submit, and shown errors are checked again
 * 200 ms after a language change.
 */
export function useFormValidation(validate: () => FieldErrors, order: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [language] = useLanguage();
  const fields = useRef(new Map<string, HTMLElement>());
  const validateRef = useRef(validate);
  const shown = useRef(false);
  useEffect(() => {
    validateRef.current = validate;
  });

  useEffect(() => {
    if (!shown.current) return;
    const timer = setTimeout(() => setErrors(validateRef.current()), LANGUAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language]);

  const register = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    [],
  );

  const focus = useCallback((name: string) => fields.current.get(name)?.focus(), []);

  /** Validates all; focuses the first invalid field; true when valid. */
  const check = useCallback((): boolean => {
    const next = validateRef.current();
    shown.current = true;
    setErrors(next);
    const first = order.find((name) => next[name] !== undefined) ?? Object.keys(next)[0];
    if (first !== undefined) {
      focus(first);
      return false;
    }
    return true;
  }, [focus, order]);

  const clear = useCallback((name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)), []);
  /** An input's change handler: stores the value and drops that field's shown error. */
  const bind = useCallback(
    (name: string, setter: (value: string) => void) => (value: string) => {
      setter(value);
      clear(name);
    },
    [clear],
  );
  const setError = useCallback((name: string, key: string) => setErrors((current) => ({ ...current, [name]: key })), []);

  const message = (name: string): string | undefined => {
    const key = errors[name];
    if (key === undefined) return undefined;
    return isValidationKey(key) ? validationMessages[language][key] : key;
  };

  return { errors, check, register, focus, clear, bind, setError, message };
}
