import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRecordPageSchema, API, betRecordDetailSchema, betRecordPageSchema } from '@app/contract';
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

/** GET API.betRecordDetail?roundId=: one round with what decided it (null facts when the provider tells none). */
export function fetchBetRecordDetail(roundId: string, signal?: AbortSignal) {
  return apiGet(`${API.betRecordDetail}?roundId=${encodeURIComponent(roundId)}`, { signal, schema: betRecordDetailSchema });
}

export const betRecordDetailQueryOptions = (roundId: string) =>
  queryOptions({ queryKey: ['betRecordDetail', roundId] as const, queryFn: ({ signal }) => fetchBetRecordDetail(roundId, signal) });

export const useBetRecordDetail = (roundId: string) => useQuery(betRecordDetailQueryOptions(roundId));
