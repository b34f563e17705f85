import { isApiError, isValidationKey } from '@app/contract';

export { ApiError, errorMessageKey, isApiError } from '@app/contract';

/** Codes that mean the system status changed under us (SPEC §2 gate). */
export const STATUS_CHANGING_CODES: readonly string[] = ['system.maintenance', 'access.denied.location'];

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
