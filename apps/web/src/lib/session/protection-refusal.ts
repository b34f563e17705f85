import { isApiError } from '../api/api-error';
import { TOAST_MS } from '../ui/toast-store';

/**
 * The refusals with which the server ends every session of the member at once and refuses new logins: the time
 * limit used up, a pause or a self-exclusion (modules/protection).
 */
export const PROTECTION_ENDED_CODES: readonly string[] = ['limits.time.reached', 'protection.paused', 'protection.excluded'];

export const isProtectionRefusal = (error: unknown): boolean => isApiError(error) && PROTECTION_ENDED_CODES.includes(error.errorCode);

/** Why play stopped must stay readable: a protection refusal's toast lasts longer than an ordinary error's. */
export const refusalToastMs = (error: unknown): number | undefined => (isProtectionRefusal(error) ? TOAST_MS.long : undefined);
