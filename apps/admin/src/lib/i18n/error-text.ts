import { isValidationKey } from '@app/contract';
import { errorMessageKey, isApiError } from '../api/api-error';
import { i18next } from './i18n';

/**
 * What to show for a failed call, in the language chosen now (so a switch translates a shown error too): the
 * contract's text for the error code. An invalid request shows the server's own message, which names the fields.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18next.t('errors:unknown');
  if (error.errorCode === 'request.invalid' && error.message) return error.message;
  return i18next.t(`errors:${errorMessageKey(error.errorCode)}`, { details: error.message });
}

/** A field rule's key (the contract's zod messages, dotted or not) as text; undefined for a key without a text. */
export function knownFieldText(key: string): string | undefined {
  if (isValidationKey(key)) return i18next.t(`validation:${key}`);
  const own = `common:fields.${key.replace(/\./g, '_')}`;
  return i18next.exists(own) ? i18next.t(own) : undefined;
}

export function fieldText(key: string): string {
  return knownFieldText(key) ?? key;
}

/** The per-field problems of a request.invalid answer (`data.fields`), translated, by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !Array.isArray(error.data.fields)) return {};
  const result: Record<string, string> = {};
  for (const field of error.data.fields as unknown[]) {
    if (typeof field !== 'object' || field === null) continue;
    const { path, code, message } = field as { path?: unknown; code?: unknown; message?: unknown };
    if (typeof path !== 'string' || !path) continue;
    // The server's message is translated already, in the language of the call; a known code follows a later switch.
    const text = (typeof code === 'string' && knownFieldText(code)) || (typeof message === 'string' ? message : '');
    if (text) result[path] = text;
  }
  return result;
}
