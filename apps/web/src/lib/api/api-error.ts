import { isValidationKey } from '@app/contract';
import { isApiError } from './api-error-check';

// The class and the error list: this module loads with the first failure (api-failure.ts), never with the home.
export { ApiError, errorMessageKey } from '@app/contract';
export { isApiError, STATUS_CHANGING_CODES } from './api-error-check';

/**
 * The per-field problems of a request.invalid answer (`data.fields`): the
 * field's path and what to show, a contract validation key when the server
 * gave one (translated by the form, also after a language switch), else its message.
 */
export function serverFieldErrors(error: unknown): { path: string; key: string }[] {
  if (!isApiError(error) || !Array.isArray(error.data.fields)) return [];
  return (error.data.fields as unknown[]).flatMap((field) => {
    if (typeof field !== 'object' || field === null) return [];
    const { path, code, message } = field as { path?: unknown; code?: unknown; message?: unknown };
    if (typeof path !== 'string' || !path) return [];
    if (typeof code === 'string' && isValidationKey(code)) return [{ path, key: code }];
    return typeof message === 'string' ? [{ path, key: message }] : [];
  });
}
