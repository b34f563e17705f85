import { isAgentType } from '@app/contract';
import { useAnnouncements } from '../../../lib/messages/use-announcements';
import { useUnreadCounts } from '../../../lib/messages/use-unread-counts';
import { useClaimableCount } from '../../../lib/promotions/use-claimable-count';
import { useSession } from '../../../lib/session/session-store';
import type { BadgeSource } from '../config/footer-items';

/**
 * Counts for the footer badges. Chat leads to the message centre, so its
 * badge is everything unread there (announcements, inbox and chat); the
 * agent footer counts unread agent announcements (SPEC §7 value.footer.unreadCount);
 * rewards counts promotions whose reward waits to be claimed.
 */
export function useFooterBadges(): Record<BadgeSource, number> {
  const counts = useUnreadCounts();
  const claimable = useClaimableCount();
  const session = useSession();
  const agent = session !== null && isAgentType(session.type);
  const agentAnnouncements = useAnnouncements('A', 'm_home', agent).data?.agentUnread ?? 0;
  return {
    promotions: claimable,
    chat: counts.announcement + counts.inbox + counts.chat,
    agentAnnouncements: agent ? agentAnnouncements : 0,
  };
}
