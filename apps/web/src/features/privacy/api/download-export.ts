import { API, LANGUAGE_HEADER } from '@app/contract';
import { ApiError } from '../../../lib/api/api-error';
import { i18next } from '../../../lib/i18n/i18n';
import { readLanguage, activeLanguage } from '../../../lib/preferences/language';
import { readSessionToken } from '../../../lib/session/session-storage';

async function failureOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; message?: unknown } | null;
  if (typeof body?.errorCode === 'string') return new ApiError(body.errorCode, String(body.message ?? ''), {}, response.status);
  return new ApiError(response.status >= 500 ? 'system.unavailable' : 'system.unknown', '', {}, response.status);
}

/**
 * Saves the member's copy of their data. The call needs the session's bearer token, which a plain link cannot carry,
 * so the bytes come through fetch and leave as an object URL under `fileName`.
 */
export async function downloadExport(id: number, fileName: string): Promise<void> {
  const token = readSessionToken();
  const response = await fetch(API.privacyExportDownload.replace(':id', String(id)), {
    headers: { [LANGUAGE_HEADER]: activeLanguage(i18next, readLanguage()), ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
