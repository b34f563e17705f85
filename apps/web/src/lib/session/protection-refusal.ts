import { isApiError } from '../api/api-error-check';
import { TOAST_MS } from '../ui/toast-store';

/** The time limit used up: the server ends every session of the member and refuses logins until the period ends. */
export const PROTECTION_ENDED_CODES: readonly string[] = ['limits.time.reached'];

/**
 * A pause, an exclusion or a restriction (modules/protection/withdraw-only.ts): the session lives on to withdraw the
 * balance, and every other call answers one of these.
 */
export const WITHDRAW_ONLY_CODES: readonly string[] = ['protection.paused', 'protection.excluded', 'protection.restricted'];

export const isProtectionRefusal = (error: unknown): boolean =>
  isApiError(error) && (PROTECTION_ENDED_CODES.includes(error.errorCode) || WITHDRAW_ONLY_CODES.includes(error.errorCode));

/** Why play stopped must stay readable: a protection refusal's toast lasts longer than an ordinary error's. */
export const refusalToastMs = (error: unknown): number | undefined => (isProtectionRefusal(error) ? TOAST_MS.long : undefined);
