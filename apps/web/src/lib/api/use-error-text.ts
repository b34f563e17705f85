import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorTexts } from '../i18n/error-texts';
import { errorMessageKey, isApiError } from './api-error';

/** The server's translated field messages, for templates like "Invalid data: {{details}}". */
function detailsOf(data: Record<string, unknown>): string {
  if (!Array.isArray(data.fields)) return '';
  return (data.fields as Array<{ message?: unknown }>).flatMap((f) => (typeof f?.message === 'string' ? [f.message] : [])).join('; ');
}

/**
 * The translated text of a failed call: our own catalogue first, the server's message otherwise. A failed call
 * brings the error texts itself; mounting fetches them for failures that do not come from a call.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  useEffect(() => void loadErrorTexts(), []);
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('errors:unknown');
      const key = errorMessageKey(error.errorCode);
      // Unknown to our catalogue, or the catalogue could not be fetched (offline before the service worker had it).
      if ((key === 'unknown' || !i18n.exists(`errors:${key}`)) && error.message) return error.message;
      // A template left without its details would end in ":" (the server trims it the same way).
      return t(`errors:${key}`, { details: detailsOf(error.data) }).replace(/[:\s]+$/, '');
    },
    [i18n, t],
  );
}
