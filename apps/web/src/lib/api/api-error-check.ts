import type { ApiError } from '@app/contract';

/** Codes that mean the system status changed under us (SPEC §2 gate). */
export const STATUS_CHANGING_CODES: readonly string[] = ['system.maintenance', 'access.denied.location'];

/**
 * Whether a value is a failed call's error. By its shape, not instanceof: the class comes with the contract's error
 * list, which loads with the first failure (api-failure.ts) rather than with the home.
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && value.name === 'ApiError' && typeof (value as { errorCode?: unknown }).errorCode === 'string';
}
