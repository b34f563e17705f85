import { API } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';
import type { AccountRecordFilters } from '../hooks/record-query';

/** The query of GET API.accountStatement: the screen's type and days (no page: the file holds the whole period). */
export function accountStatementQuery(filters: AccountRecordFilters): string {
  const search = new URLSearchParams({ startDate: filters.startDate, endDate: filters.endDate });
  if (filters.type) search.set('type', filters.type);
  if (filters.types) search.set('types', filters.types);
  return search.toString();
}

/** Downloads the member's statement of the filtered period as CSV (the server names the file in the language). */
export function downloadAccountStatement(filters: AccountRecordFilters): Promise<void> {
  return downloadFile(`${API.accountStatement}?${accountStatementQuery(filters)}`, `statement-${filters.startDate}-${filters.endDate}.csv`);
}

/** The download as a mutation: the button shows it running and a refusal reaches the caller's onError. */
export function useAccountStatementDownload() {
  return useMutation({ mutationFn: downloadAccountStatement });
}
