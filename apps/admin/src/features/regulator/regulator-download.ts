import { API, LANGUAGE_HEADER, type RegulatorFileKind } from '@app/contract';
import { ApiError } from '../../lib/api/api-error';
import { fillPath } from '../../lib/api/api-client';
import { readLanguage } from '../../lib/preferences/language';
import { readToken } from '../../lib/session/session-token';

export type DownloadTarget = RegulatorFileKind | 'manifest';

export const downloadPath = (day: string, file: DownloadTarget) => fillPath(API.operatorRegulatorDownload, { day, file });

/** The name the server gives the file (`demo-2026-12-05-bets.csv`), else one made of the day and the file. */
export function fileNameOf(disposition: string | null, day: string, file: DownloadTarget): string {
  const named = disposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? `${day}-${file === 'manifest' ? 'manifest.json' : `${file}.csv`}`;
}

/** Bytes as an operator reads a size: 512 B, 1.5 kB, 12.3 MB (decimal units, one place). */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

async function failureOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; message?: unknown } | null;
  if (typeof body?.errorCode === 'string') return new ApiError(body.errorCode, String(body.message ?? ''), {}, response.status);
  return new ApiError(response.status >= 500 ? 'system.unavailable' : 'system.unknown', '', {}, response.status);
}

/**
 * Saves one stored file as sent by the server, byte for byte. The call needs the operator's bearer token, which a
 * plain link cannot carry, so the bytes come through fetch and leave as an object URL.
 */
export async function downloadFile(day: string, file: DownloadTarget): Promise<void> {
  const token = readToken();
  const response = await fetch(downloadPath(day, file), {
    headers: { [LANGUAGE_HEADER]: readLanguage(), ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failureOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), day, file);
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
