import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { text } from '../safe-text.js';
import { int4, queryInt } from '../safe-numbers.js';

/**
 * The player's own statement (issue 30 item 8; docs/decisions/player-protection.md "My activity"): what they
 * deposited, withdrew, staked and won in each merchant month (UTC−3, contract merchant-day.ts), and the time played
 * the responsible-gaming counters recorded. Money is decimal strings with two places.
 */
export const ACTIVITY_MONTHS_DEFAULT = 12;
export const ACTIVITY_MONTHS_MAX = 24;

/** GET /wps/member/activity?months=1..24: the current merchant month and the ones before it. */
export const myActivityQuerySchema = z
  .object({ months: queryInt().min(1).max(ACTIVITY_MONTHS_MAX).default(ACTIVITY_MONTHS_DEFAULT) })
  .strict();
export type MyActivityQuery = z.input<typeof myActivityQuerySchema>;

const figures = {
  /** Paid deposits, by when they were paid. */
  deposits: moneyStringSchema,
  /** Paid withdrawals, by when they were paid. */
  withdrawals: moneyStringSchema,
  /** Real-money stakes of the rounds started in the month (rolled-back bets excluded). */
  stakes: moneyStringSchema,
  wins: moneyStringSchema,
  /** wins − stakes: negative when the player lost. */
  net: moneyStringSchema,
  /**
   * Seconds played as the time-limit counter recorded them: only from when the player first set a limit, so 0
   * before (or without) one.
   */
  secondsPlayed: int4().min(0),
};

export const activityMonthSchema = z.object({
  /** YYYY-MM of the merchant's calendar. */
  month: text().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  ...figures,
});
export type ActivityMonth = z.infer<typeof activityMonthSchema>;

export const activityTotalsSchema = z.object(figures);
export type ActivityTotals = z.infer<typeof activityTotalsSchema>;

/** The statement: every month of the span, oldest first (months without activity are zeros), and their sums. */
export const myActivitySchema = z.object({
  months: z.array(activityMonthSchema),
  totals: activityTotalsSchema,
});
export type MyActivity = z.infer<typeof myActivitySchema>;

/** The month (YYYY-MM) `count` months after the given one (before it, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
