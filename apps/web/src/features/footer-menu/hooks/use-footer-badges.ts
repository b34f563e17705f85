import type { BadgeSource } from '../config/footer-items';

/**
 * Unread and unclaimed counts for the footer badges. The calls behind them
 * (promotions, chat unread, agent announcements) arrive with their features;
 * until then every count is zero, which shows no badge.
 */
export function useFooterBadges(): Record<BadgeSource, number> {
  return { promotions: 0, chat: 0, agentAnnouncements: 0 };
}
