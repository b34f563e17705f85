import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { merchantDaySchema } from '../regulator/regulator.js';
import { queryInt } from '../safe-numbers.js';
import { text } from '../safe-text.js';

/*
 * GET /wps/operator/reports (issue 31 item 7): the merchant's figures over a range of merchant days (UTC−3), grouped
 * by day, game, vendor, category or agent, read from daily rollups the server keeps as rounds and transfers land.
 *
 * Definitions (real money, BRL, only):
 * - bets and wins: stakes and wins of the rounds that completed (settled), counted on the day the round started;
 * - GGR = bets − wins;
 * - bonus cost: money the house's bonus account paid members (promotions, rewards, cashback, rains, referral and
 *   sign-in rewards, mall cash) less what it took back (forfeited bonuses), on the day of the transfer;
 * - NGR = GGR − bonus cost;
 * - deposits: credited deposits; withdrawals: paid-out withdrawals; first deposits: each member's first credited deposit;
 * - registrations: real-money members created (trial accounts excluded);
 * - active players: distinct members with a settled stake that day. A row over several days adds each day's count
 *   (player-days); the game, vendor and category groupings carry none (null).
 * The agent of a member is its direct upline (0: none).
 */

export const REPORT_GROUPS = ['day', 'game', 'vendor', 'category', 'agent'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range one call reads (a year and a day, so a leap year fits). */
export const REPORT_MAX_DAYS = 366;

/** At most this many rows go into a CSV file (group by agent can be long); `truncated` says when more matched. */
export const REPORT_MAX_ROWS = 10_000;

/**
 * The ranked groupings (game, vendor, category, agent) come a page at a time, biggest GGR first: an operator reads the
 * top of 5 000 agents, not all of them in one answer. Days are never paged (a year is 366 rows, and its chart needs
 * every one); the CSV holds every row.
 */
export const REPORT_PAGE_SIZES = [20, 50, 100] as const;
export const REPORT_DEFAULT_PAGE_SIZE = 20;

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** `from` and `to` are inclusive merchant days; `to` not before `from`, at most REPORT_MAX_DAYS days. */
export const reportQuerySchema = z
  .object({
    from: merchantDaySchema,
    to: merchantDaySchema,
    groupBy: z.enum(REPORT_GROUPS).default('day'),
    page: queryInt().min(1).max(100_000).default(1),
    limit: queryInt().min(1).max(100).default(REPORT_DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine((q) => dayCount(q.from, q.to) >= 1 && dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: 'report_range',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const countAndAmountSchema = z.object({ count: z.number().int(), amount: moneyStringSchema });

/** The figures of one row or of the whole range. */
export const reportFiguresSchema = z.object({
  rounds: z.number().int(),
  bets: moneyStringSchema,
  wins: moneyStringSchema,
  ggr: moneyStringSchema,
  bonusCost: moneyStringSchema,
  ngr: moneyStringSchema,
  deposits: countAndAmountSchema,
  withdrawals: countAndAmountSchema,
  firstDeposits: countAndAmountSchema,
  registrations: z.number().int(),
  activePlayers: z.number().int().nullable(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/**
 * One row: `key` is the group's value (the day, `VENDOR/CODE` of a game, the vendor code, the category, the agent's
 * member id or 0); `label` what a person reads (the game's or agent's name, else the key).
 */
export const reportRowSchema = reportFiguresSchema.extend({ key: text(), label: text() });
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  from: text(),
  to: text(),
  groupBy: z.enum(REPORT_GROUPS),
  timeZone: text(),
  /** The page's rows (every day when grouped by day). */
  rows: z.array(reportRowSchema),
  /** How many rows the grouping has over the range (days: the range's days). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The CSV only: more rows matched than REPORT_MAX_ROWS and the file holds the first ones. */
  truncated: z.boolean(),
  totals: reportFiguresSchema,
  /** When the rollups last took in new rounds and transfers (ISO); null before the first fold. */
  foldedAt: text().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
