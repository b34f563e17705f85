import type { ApiError } from '@app/contract';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/**
 * Lets the app react to errors of any call (e.g. re-check the system status on
 * a maintenance answer) without every caller knowing about it.
 */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
