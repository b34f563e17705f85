import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from './api-error';

/** The translated text of a failed call: our own catalogue first, the server's message otherwise. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('errors:unknown');
      const key = errorMessageKey(error.errorCode);
      if (key === 'unknown' && error.message) return error.message;
      return t(`errors:${key}`);
    },
    [t],
  );
}
