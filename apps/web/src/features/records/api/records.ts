import { accountRecordPageSchema, API, betRecordPageSchema } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.accountRecord?<query>: one page of the member's movements. */
export function fetchAccountRecords(query: string, signal?: AbortSignal) {
  return apiGet(`${API.accountRecord}?${query}`, { signal, schema: accountRecordPageSchema });
}

/** GET API.betRecord?<query>: one page of the member's game rounds. */
export function fetchBetRecords(query: string, signal?: AbortSignal) {
  return apiGet(`${API.betRecord}?${query}`, { signal, schema: betRecordPageSchema });
}
