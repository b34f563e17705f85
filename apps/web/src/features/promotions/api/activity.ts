import { API, announcementsValueSchema, type Announcement } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC §7 MCSFE_getListAnnouncements?types=PR: what players read about each promotion (title, HTML, images, category). */
export async function fetchPromotionAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const value = await apiGet(`${API.announcements}?types=PR&platform=M`, { signal, schema: announcementsValueSchema });
  return value.promotion ?? [];
}

/** In the site language, as the member (or a guest). */
export const promotionAnnouncementsQueryOptions = (language: string, token: string) =>
  queryOptions({
    queryKey: ['promotionAnnouncements', language, token] as const,
    queryFn: ({ signal }) => fetchPromotionAnnouncements(signal),
  });
