import { API, inboxMessageSchema, type Language } from '@app/contract';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';
import { useLanguage } from '../../../lib/preferences/use-language';

export function fetchInbox(signal?: AbortSignal) {
  return apiGet(API.inboxList, { signal, schema: z.array(inboxMessageSchema) });
}

export const inboxKeys = {
  all: ['inbox'] as const,
  /** Messages come in the site language (their English text when the operator wrote one). */
  of: (language: Language) => ['inbox', language] as const,
};

export const inboxQueryOptions = (language: Language) =>
  queryOptions({ queryKey: inboxKeys.of(language), queryFn: ({ signal }) => fetchInbox(signal) });

export function useInbox() {
  const [language] = useLanguage();
  return useQuery(inboxQueryOptions(language));
}

export function readInboxMessage(id: number) {
  return apiRequest(API.inboxRead.replace(':id', String(id)), { method: 'POST', body: {} });
}

export function deleteInboxMessage(id: number) {
  return apiRequest(API.inboxMessage.replace(':id', String(id)), { method: 'DELETE' });
}
