import { errorList, isErrorCode } from '@app/contract';

/** A failed call: the server's dotted errorCode, its message, and extra facts it sent. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly errorCode: string,
    message: string,
    readonly data: Record<string, unknown> = {},
    /** HTTP status; 0 when the request never got an answer. */
    readonly status = 0,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Key in the `errors` namespace for a code, so unknown codes still get a readable text. */
export function errorMessageKey(errorCode: string): string {
  return isErrorCode(errorCode) ? errorList[errorCode].messageKey : errorList['system.unknown'].messageKey;
}

/** Codes that mean the system status changed under us (SPEC §2 gate). */
export const STATUS_CHANGING_CODES: readonly string[] = ['system.maintenance', 'access.denied.location'];
