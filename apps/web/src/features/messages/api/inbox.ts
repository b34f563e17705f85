import { API, inboxMessageSchema } from '@app/contract';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

export function fetchInbox(signal?: AbortSignal) {
  return apiGet(API.inboxList, { signal, schema: z.array(inboxMessageSchema) });
}

export const inboxQueryOptions = () => queryOptions({ queryKey: ['inbox'] as const, queryFn: ({ signal }) => fetchInbox(signal) });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}

export function readInboxMessage(id: number) {
  return apiRequest(API.inboxRead.replace(':id', String(id)), { method: 'POST', body: {} });
}

export function deleteInboxMessage(id: number) {
  return apiRequest(API.inboxMessage.replace(':id', String(id)), { method: 'DELETE' });
}
