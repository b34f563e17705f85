import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from './api-error';

/** The server's translated field messages, for templates like "Invalid data: {{details}}". */
function detailsOf(data: Record<string, unknown>): string {
  if (!Array.isArray(data.fields)) return '';
  return (data.fields as Array<{ message?: unknown }>).flatMap((f) => (typeof f?.message === 'string' ? [f.message] : [])).join('; ');
}

/** The translated text of a failed call: our own catalogue first, the server's message otherwise. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('errors:unknown');
      const key = errorMessageKey(error.errorCode);
      if (key === 'unknown' && error.message) return error.message;
      // A template left without its details would end in ":" (the server trims it the same way).
      return t(`errors:${key}`, { details: detailsOf(error.data) }).replace(/[:\s]+$/, '');
    },
    [t],
  );
}
