import { useTranslation } from 'react-i18next';
import { footerRefusal } from '../../../lib/member/member-rules';
import { useMemberMenu } from '../../../lib/member/use-member-menu';
import { useUnreadCounts } from '../../../lib/messages/use-unread-counts';
import { useInviteEntry } from '../../../lib/referral/invite-entry';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/ui/toast-store';

export interface MemberEntry {
  routeId: string;
  to: string;
  /** Unread count for the badge (messages), 0 for none. */
  badge: number;
  /** Set when a tap does something else than open `to` (a refusal, the invite rule). */
  onTap?: () => void;
}

/**
 * The member centre's entries: the shared member menu (the sidebar's, with
 * its whitelabel switches and agent rules), the messages entry with the
 * footer's unread count (announcements, inbox and chat), and the footer's
 * rules for taps: the trial's free_reject on messages, the invite rule.
 */
export function useMemberEntries(): MemberEntry[] {
  const { t } = useTranslation();
  const items = useMemberMenu();
  const counts = useUnreadCounts();
  const session = useSession();
  const invite = useInviteEntry();
  const messageRefusal = footerRefusal('chat', session);

  return items.map((item) => {
    const entry: MemberEntry = { routeId: item.routeId, to: routePath(item.routeId), badge: 0 };
    if (item.routeId === 'message') {
      entry.badge = counts.announcement + counts.inbox + counts.chat;
      if (messageRefusal) entry.onTap = () => showToast(t('errors:free_reject'), 'error', messageRefusal.durationMs);
    }
    if (item.routeId === 'inviteFriends' && invite.action !== 'invite') entry.onTap = invite.open;
    return entry;
  });
}
