import { errorList, isErrorCode } from './errors.js';

/**
 * A failed call as both web apps (the player site, the back office) hold it: the server's dotted errorCode, its
 * (server-translated) message, the extra facts it sent, and the HTTP status.
 */
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

/** Key in the `errors` namespace (the contract's texts) for a code, so unknown codes still get a readable text. */
export function errorMessageKey(errorCode: string): string {
  return isErrorCode(errorCode) ? errorList[errorCode].messageKey : errorList['system.unknown'].messageKey;
}
