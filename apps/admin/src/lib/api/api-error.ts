import { isApiError } from '@app/contract';

export { ApiError, errorMessageKey, isApiError } from '@app/contract';

/** A dead or missing operator session: the app goes back to the sign-in page. */
export const SESSION_ERROR_CODES: readonly string[] = ['operator.session.expired', 'operator.unauthorized'];

export function isSessionError(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && SESSION_ERROR_CODES.includes(error.errorCode);
}
