import { LANGUAGE_HEADER, type ApiError } from '@app/contract';
import { i18next } from '../i18n/i18n';
import { readLanguage, activeLanguage } from '../preferences/language';
import { readSessionToken } from '../session/session-storage';
import { apiFailure } from './api-failure';

async function failureOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; message?: unknown; data?: unknown } | null;
  if (typeof body?.errorCode === 'string') {
    const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
    return apiFailure(body.errorCode, String(body.message ?? ''), data, response.status);
  }
  return apiFailure(response.status >= 500 ? 'system.unavailable' : 'system.unknown', '', {}, response.status);
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Saves a file the API answers with. The call needs the session's bearer token, which a plain link cannot carry, so
 * the bytes come through fetch and leave as an object URL. A refusal throws the ApiError of its envelope.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { [LANGUAGE_HEADER]: activeLanguage(i18next, readLanguage()), ...(token && { Authorization: `Bearer ${token}` }) },
      credentials: 'same-origin',
    });
  } catch {
    throw await apiFailure('system.unavailable', '', {}, 0);
  }
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Safari starts the download after the click returns: the URL lives until the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
