import i18next from 'i18next';
import type { ApiError } from '@app/contract';
import { loadErrorTexts } from '../i18n/error-texts';
import { showToast } from '../ui/toast-store';

/** An error toast with a text of the `errors` namespace, shown once those texts are here (the first one fetches them). */
export function showErrorToast(messageKey: string, durationMs?: number): void {
  void loadErrorTexts().then(() => showToast(i18next.t(`errors:${messageKey}`), 'error', durationMs));
}

/** A failed call's toast: the text of its code (the error list arrived with the failure), else the server's message. */
export function showApiErrorToast(error: ApiError, durationMs?: number): void {
  void import('./api-error').then(
    ({ errorMessageKey }) => showErrorToast(errorMessageKey(error.errorCode), durationMs),
    () => {
      if (error.message) showToast(error.message, 'error', durationMs);
    },
  );
}
