import { API, myActivitySchema, type MyActivity } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

export const myActivityKeys = {
  statement: ['myActivity'] as const,
};

/** GET API.myActivity: the last 12 merchant months, oldest first, with their totals. */
export function fetchMyActivity(signal?: AbortSignal): Promise<MyActivity> {
  return apiGet(API.myActivity, { signal, schema: myActivitySchema });
}

export const myActivityQueryOptions = () =>
  queryOptions({ queryKey: myActivityKeys.statement, queryFn: ({ signal }) => fetchMyActivity(signal) });

export function useMyActivity() {
  return useQuery(myActivityQueryOptions());
}
