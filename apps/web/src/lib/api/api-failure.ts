import type { ApiError } from '@app/contract';
import { loadErrorTexts } from '../i18n/error-texts';

/**
 * The ApiError of a failed call, built once its class and the active language's error texts are here: whatever
 * shows the failure (a toast, a form, the gate) finds its text at once, even for a failure at start.
 */
export async function apiFailure(errorCode: string, message: string, data: Record<string, unknown> = {}, status = 0): Promise<ApiError> {
  const [errors] = await Promise.all([import('./api-error').catch(() => null), loadErrorTexts()]);
  if (errors) return new errors.ApiError(errorCode, message, data, status);
  // The chunk could not be fetched (the network went before the service worker had it): an error of the same shape,
  // so the gate still says "cannot connect" and retries still stop on a 4xx.
  return Object.assign(new Error(message), { name: 'ApiError' as const, errorCode, data, status });
}
