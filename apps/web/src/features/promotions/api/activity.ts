import { API, announcementsValueSchema, type Announcement } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

export const promotionAnnouncementsKey = ['promotionAnnouncements'] as const;

/** SPEC §7 MCSFE_getListAnnouncements?types=PR: what players read about each promotion (title, HTML, images, category). */
export async function fetchPromotionAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const value = await apiGet(`${API.announcements}?types=PR&platform=M`, { signal, schema: announcementsValueSchema });
  return value.promotion ?? [];
}
