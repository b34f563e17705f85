import { useCallback } from 'react';
import { isValidationKey, validationMessages } from '@app/contract';
import { useLanguage } from '../preferences/use-language';

/** A form's errors as contract validation keys, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** First issue per field of a contract schema's safeParse; zod's own messages read as "required". */
export function issuesToErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && errors[name] === undefined) errors[name] = isValidationKey(issue.message) ? issue.message : 'required';
  }
  return errors;
}

/** Translates a stored key in the current language, so a language switch re-renders the message. */
export function useValidationText() {
  const [language] = useLanguage();
  return useCallback(
    (key: string | undefined): string | undefined =>
      key === undefined ? undefined : isValidationKey(key) ? validationMessages[language][key] : key,
    [language],
  );
}
