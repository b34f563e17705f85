import { LANGUAGE_HEADER, type FailureEnvelope } from '@app/contract';
import { i18next } from '../i18n/i18n';
import { readLanguage, activeLanguage } from '../preferences/language';
import { readSessionToken } from '../session/session-storage';
import { isApiError } from './api-error-check';
import { apiFailure } from './api-failure';
import { emitApiError } from './api-events';

export interface Parser<T> {
  parse: (value: unknown) => T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates `value` of a successful answer (a contract zod schema fits, in lazily loaded screens). */
  schema?: Parser<T>;
  /** A request already sent for this call (the status request public/boot.js starts before the bundle); read instead of sending. */
  sent?: Promise<Response>;
}

function currentLanguage(): string {
  return activeLanguage(i18next, readLanguage());
}

async function send(path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [LANGUAGE_HEADER]: currentLanguage(),
    ...options.headers,
  };
  const token = readSessionToken();
  if (token && headers.Authorization === undefined) headers.Authorization = `Bearer ${token}`;
  // A URLSearchParams body goes form-urlencoded (SPEC §7 forgot password); anything else as JSON.
  const form = options.body instanceof URLSearchParams;
  if (options.body !== undefined) headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : form ? String(options.body) : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw await apiFailure('system.unavailable', '', {}, 0);
  }
}

/** Checked by hand rather than with the contract's zod schema, to keep zod out of the first load. */
function isFailure(body: unknown): body is FailureEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const dataOk = b.data === undefined || (typeof b.data === 'object' && b.data !== null);
  return b.success === false && typeof b.errorCode === 'string' && typeof b.message === 'string' && dataOk;
}

async function unwrap<T>(body: unknown, status: number, schema?: Parser<T>): Promise<T> {
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === true && 'value' in body) {
    if (!schema) return body.value as T;
    try {
      return schema.parse(body.value);
    } catch {
      // An answer of an unexpected shape is a server fault, not a crash of the screen.
      throw await apiFailure('system.unknown', '', {}, status);
    }
  }
  if (isFailure(body)) throw await apiFailure(body.errorCode, body.message, body.data ?? {}, status);
  throw await apiFailure(status >= 500 ? 'system.unavailable' : 'system.unknown', '', {}, status);
}

/**
 * Calls the API, unwraps the `{success, value}` envelope and throws ApiError
 * otherwise (with its error texts loaded, see api-failure). Every failure is
 * also broadcast (see api-events).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  try {
    const response = options.sent
      ? await options.sent.catch(async () => {
          throw await apiFailure('system.unavailable', '', {}, 0);
        })
      : await send(path, options);
    const body: unknown = await response.json().catch(() => null);
    return await unwrap(body, response.status, options.schema);
  } catch (error) {
    if (isApiError(error)) emitApiError(error);
    throw error;
  }
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'GET' });
}
