import type { HttpError } from '@refinedev/core';
import { isApiError } from '../api/api-error';
import { errorText, fieldErrors } from '../i18n/error-text';

/** refine's error with our facts kept: the dotted code (guards and screens branch on it) and the server's data. */
export interface AdminHttpError extends HttpError {
  errorCode: string;
  data: Record<string, unknown>;
}

/**
 * A failed call as refine expects it: the translated text as `message` (refine's notifications show it), the HTTP
 * status, and field errors (its forms mark the fields). Aborts pass through untouched: refine ignores them.
 */
export function toHttpError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const errors = fieldErrors(error);
  const result: AdminHttpError = {
    message: errorText(error),
    statusCode: isApiError(error) && error.status ? error.status : 500,
    errorCode: isApiError(error) ? error.errorCode : 'system.unknown',
    data: isApiError(error) ? error.data : {},
    ...(Object.keys(errors).length > 0 && { errors }),
  };
  return result;
}

export function isAdminHttpError(value: unknown): value is AdminHttpError {
  return typeof value === 'object' && value !== null && 'errorCode' in value && 'statusCode' in value;
}
