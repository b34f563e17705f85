import { LANGUAGE_HEADER, type FailureEnvelope } from '@app/contract';
import { readLanguage } from '../preferences/language';
import { readToken } from '../session/session-token';
import { ApiError, isSessionError } from './api-error';
import { emitSessionEnded } from './session-events';

export interface Parser<T> {
  parse: (value: unknown) => T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Added to the path as a query string; null, undefined and empty strings are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Validates `value` of a successful answer (a contract zod schema fits). */
  schema?: Parser<T>;
  /** A token other than the stored one: sign-out sends the token it has just forgotten. */
  token?: string;
  /** Told the answer's headers: the money lists carry their whole count in one (`x-total-count`). */
  onHeaders?: (headers: Headers) => void;
}

/** `/wps/operator/operators/:id` + `{ id: 7 }` → `/wps/operator/operators/7` (values URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', [LANGUAGE_HEADER]: readLanguage() };
  const token = options.token ?? readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('system.unavailable', '', {}, 0);
  }
}

function isFailure(body: unknown): body is FailureEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return b.success === false && typeof b.errorCode === 'string' && typeof b.message === 'string';
}

function unwrap<T>(body: unknown, status: number, schema?: Parser<T>): T {
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === true && 'value' in body) {
    if (!schema) return body.value as T;
    try {
      return schema.parse(body.value);
    } catch {
      // An answer of an unexpected shape is a server fault, not a crash of the screen.
      throw new ApiError('system.unknown', '', {}, status);
    }
  }
  if (isFailure(body)) {
    const data = typeof body.data === 'object' && body.data !== null ? body.data : {};
    throw new ApiError(body.errorCode, body.message, data, status);
  }
  throw new ApiError(status >= 500 || status === 0 ? 'system.unavailable' : 'system.unknown', '', {}, status);
}

/** Calls the API with the operator's token, unwraps the `{success, value}` envelope and throws ApiError otherwise. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options);
  options.onHeaders?.(response.headers);
  const body: unknown = await response.json().catch(() => null);
  try {
    return unwrap(body, response.status, options.schema);
  } catch (error) {
    // Only a call that carried a token can find a session dead; the sign-in steps answer 401 for wrong passwords.
    if (isSessionError(error) && readToken()) emitSessionEnded((error as ApiError).errorCode);
    throw error;
  }
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'GET' });
}
