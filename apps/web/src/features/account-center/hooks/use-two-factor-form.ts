import { useState } from 'react';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/api/use-error-text';
import { isApiError } from '../../../lib/api/api-error';
import { issuesToErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';

const EMPTY = { password: '', code: '' };
type Values = typeof EMPTY;

/** Which field a refusal is about: said under that field; anything else in a toast. */
const FIELD_OF: Record<string, keyof Values> = { 'two.factor.password.incorrect': 'password', 'two.factor.code.invalid': 'code' };

/**
 * The login password and a code, validated by the contract's schema on submit, then sent. Errors are validation
 * keys (translated at render) or the server's translated text.
 */
export function useTwoFactorForm<P, R>(schema: z.ZodType<P>, send: (payload: P) => Promise<R>, onDone: (result: R) => void) {
  const errorText = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    if (sending) return;
    const parsed = schema.safeParse({ password: values.password, code: values.code.replace(/\s/g, '') });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSending(true);
    send(parsed.data).then(
      (result) => {
        setSending(false);
        onDone(result);
      },
      (error: unknown) => {
        setSending(false);
        const field = isApiError(error) ? FIELD_OF[error.errorCode] : undefined;
        if (!field) {
          showToast(errorText(error), 'error');
          return;
        }
        setErrors({ [field]: errorText(error) });
        if (field === 'code') setValues((current) => ({ ...current, code: '' }));
      },
    );
  };
  return { values, errors, sending, set, submit };
}
