import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { text } from '../safe-text.js';

/*
 * GET /wps/operator/dashboard (issue 29): the merchant's day in figures, and the same figures for each of the last
 * 30 days. Days are the merchant's (merchant-day.ts: UTC−3, America/Sao_Paulo); money is real money (BRL) only.
 */

/** How many days the series covers, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

const countAndAmountSchema = z.object({ count: z.number().int(), amount: moneyStringSchema });

/** One merchant day. GGR = bets − wins of the real-money rounds started that day (negative when players won). */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD, the merchant's calendar day. */
  day: text(),
  registrations: z.number().int(),
  /** Members whose first credited deposit fell on the day. */
  firstDeposits: countAndAmountSchema,
  /** Deposits credited (paid) that day. */
  deposits: countAndAmountSchema,
  /** Withdrawals paid out that day. */
  withdrawalsPaid: countAndAmountSchema,
  bets: moneyStringSchema,
  wins: moneyStringSchema,
  ggr: moneyStringSchema,
  /** Members with at least one real-money bet that day. */
  activePlayers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  timeZone: text(),
  /** When the figures were read (ISO). */
  at: text(),
  today: dashboardDaySchema,
  /** Withdrawals waiting for an operator now, whatever day they were asked. */
  withdrawalsPending: countAndAmountSchema,
  /** Withdrawals still unpaid past their payout deadline (a profile with one, e.g. BR: 120 minutes). */
  withdrawalsLate: countAndAmountSchema,
  /** The last 30 days, oldest first, today last (the same object as `today`). */
  series: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
