import { accountRecordPageSchema, API, betRecordPageSchema } from '@app/contract';
import { pagedListQueryOptions, usePagedList } from '../../../components/paged-list/use-paged-list';
import { apiGet } from '../../../lib/api/api-client';
import { accountRecordQuery, betRecordQuery, type AccountRecordFilters, type BetRecordFilters } from '../hooks/record-query';

/** GET API.accountRecord?<query>: one page of the member's movements. */
export function fetchAccountRecords(query: string, signal?: AbortSignal) {
  return apiGet(`${API.accountRecord}?${query}`, { signal, schema: accountRecordPageSchema });
}

export const accountRecordsQueryOptions = (filters: AccountRecordFilters) =>
  pagedListQueryOptions(['accountRecord', filters] as const, (pageNo, signal) =>
    fetchAccountRecords(accountRecordQuery(filters, pageNo), signal),
  );

export const useAccountRecords = (filters: AccountRecordFilters) => usePagedList(accountRecordsQueryOptions(filters));

/** GET API.betRecord?<query>: one page of the member's game rounds. */
export function fetchBetRecords(query: string, signal?: AbortSignal) {
  return apiGet(`${API.betRecord}?${query}`, { signal, schema: betRecordPageSchema });
}

export const betRecordsQueryOptions = (filters: BetRecordFilters) =>
  pagedListQueryOptions(['betRecord', filters] as const, (pageNo, signal) => fetchBetRecords(betRecordQuery(filters, pageNo), signal));

export const useBetRecords = (filters: BetRecordFilters) => usePagedList(betRecordsQueryOptions(filters));
