import { API, LANGUAGE_HEADER } from '@app/contract';
import { withQuery } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-error';
import { downloadCsv } from '../../lib/csv/csv';
import { readLanguage } from '../../lib/preferences/language';
import { readToken } from '../../lib/session/session-token';
import type { ReportChoice } from './report-query';

/** The file name the server gives in content-disposition, else one of the same shape. */
function fileNameOf(response: Response, choice: ReportChoice): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `report-${choice.groupBy}-${choice.from}-${choice.to}.csv`;
}

/** Downloads the server's CSV of the report (every row of the table's pages), with the operator's token. */
export async function downloadReportCsv(choice: ReportChoice): Promise<void> {
  const token = readToken();
  const { from, to, groupBy } = choice;
  const response = await fetch(withQuery(API.operatorReportsCsv, { from, to, groupBy }), {
    headers: { [LANGUAGE_HEADER]: readLanguage(), ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(body?.errorCode ?? 'system.unknown', body?.message ?? '', {}, response.status);
  }
  downloadCsv(fileNameOf(response, choice), await response.text());
}
