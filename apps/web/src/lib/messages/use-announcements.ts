import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useLanguage } from '../preferences/use-language';
import { useSession } from '../session/session-store';
import { parseAnnouncements, type AnnouncementLists } from './announcement-shape';

export const announcementsKeys = {
  all: ['announcements'] as const,
  list: (types: string, groupName: string, language: string, token: string) =>
    ['announcements', types, groupName, language, token] as const,
};

export function fetchAnnouncements(types: string, groupName: string | undefined, signal?: AbortSignal): Promise<AnnouncementLists> {
  const query = new URLSearchParams({ types, platform: 'M', ...(groupName && { groupName }) });
  return apiGet(`${API.announcements}?${query.toString()}`, { signal, schema: { parse: parseAnnouncements } });
}

export const announcementsQueryOptions = (types: string, groupName: string | undefined, language: string, token: string) =>
  queryOptions({
    queryKey: announcementsKeys.list(types, groupName ?? '', language, token),
    queryFn: ({ signal }) => fetchAnnouncements(types, groupName, signal),
    staleTime: 60_000,
  });

/**
 * SPEC §7 MCSFE_getListAnnouncements for the given types (and banner group),
 * in the site language, as the current member (read state) or a guest. The
 * session token travels in the Authorization header, never in the URL.
 */
export function useAnnouncements(types: string, groupName?: string, enabled = true) {
  const session = useSession();
  const [language] = useLanguage();
  return useQuery({ ...announcementsQueryOptions(types, groupName, language, session?.token ?? ''), enabled });
}
