import { API, inboxMessageSchema } from '@app/contract';
import { z } from 'zod';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

export const inboxQueryKey = ['inbox'] as const;

export function fetchInbox(signal?: AbortSignal) {
  return apiGet(API.inboxList, { signal, schema: z.array(inboxMessageSchema) });
}

export function readInboxMessage(id: number) {
  return apiRequest(API.inboxRead.replace(':id', String(id)), { method: 'POST', body: {} });
}

export function deleteInboxMessage(id: number) {
  return apiRequest(API.inboxMessage.replace(':id', String(id)), { method: 'DELETE' });
}
