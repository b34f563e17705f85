import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, helpEntrySchema, type HelpEntry } from '@app/contract';
import { z } from 'zod';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC §7 help centre (device MOBILE) in the given language: titles and HTML. */
export function fetchHelpCentre(lang: string, signal?: AbortSignal): Promise<HelpEntry[]> {
  return apiGet(`${API.helpCenter}?${new URLSearchParams({ device: 'MOBILE', lang }).toString()}`, {
    signal,
    schema: z.array(helpEntrySchema),
  });
}

export const helpCentreQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['help-centre', lang] as const, queryFn: ({ signal }) => fetchHelpCentre(lang, signal), staleTime: 60_000 });

export function useHelpCentre(lang: string) {
  return useQuery(helpCentreQueryOptions(lang));
}
