import type { Announcement, MemberPromotion } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useSession } from '../../../lib/session/session-store';
import { promotionAnnouncementsQueryOptions } from '../api/activity';
import { memberPromotionsQueryOptions } from '../api/promotions';

/** One promotion as the page shows it: its PR announcement and, when linked, the rules and the member's state. */
export interface ActivityItem {
  announcement: Announcement;
  promotion: MemberPromotion | undefined;
}

/** The cover (sequence 1), else the first image; `sequence` picks another one. */
export function imageOf(a: Pick<Announcement, 'announcementImages' | 'imageUrl'>, sequence = 1): string | null {
  const sorted = [...a.announcementImages].sort((x, y) => x.sequence - y.sequence);
  return sorted.find((i) => i.sequence === sequence)?.url ?? sorted[0]?.url ?? a.imageUrl;
}

/** The PR announcements in the site language joined to the promotions by linkedPromotionId (SPEC §3), as the member or a guest. */
export function useActivity() {
  const session = useSession();
  const [language] = useLanguage();
  const token = session?.token ?? '';
  const announcements = useQuery(promotionAnnouncementsQueryOptions(language, token));
  const promotions = useQuery(memberPromotionsQueryOptions(token));
  const items: ActivityItem[] = (announcements.data ?? []).map((announcement) => ({
    announcement,
    promotion: promotions.data?.find((p) => p.id === announcement.linkedPromotionId),
  }));
  return { items, isPending: announcements.isPending, isError: announcements.isError, refetch: () => void announcements.refetch() };
}
