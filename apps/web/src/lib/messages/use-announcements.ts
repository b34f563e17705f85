import { useQuery } from '@tanstack/react-query';
import { API } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useLanguage } from '../preferences/use-language';
import { useSession } from '../session/session-store';
import { parseAnnouncements, type AnnouncementLists } from './announcement-shape';

export const announcementsQueryKey = ['announcements'] as const;

/**
 * SPEC §7 MCSFE_getListAnnouncements for the given types (and banner group),
 * in the site language, as the current member (read state) or a guest. The
 * session token travels in the Authorization header, never in the URL.
 */
export function useAnnouncements(types: string, groupName?: string, enabled = true) {
  const session = useSession();
  const [language] = useLanguage();
  const query = new URLSearchParams({ types, platform: 'M', ...(groupName && { groupName }) });
  return useQuery<AnnouncementLists>({
    queryKey: [...announcementsQueryKey, types, groupName ?? '', language, session?.token ?? ''],
    queryFn: ({ signal }) => apiGet(`${API.announcements}?${query.toString()}`, { signal, schema: { parse: parseAnnouncements } }),
    staleTime: 60_000,
    enabled,
  });
}
