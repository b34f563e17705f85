import { z } from 'zod';
import { text } from '../safe-text.js';
import { int4 } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';

export const cashbackBases = ['net_loss', 'turnover'] as const;
export const cashbackPeriods = ['daily', 'weekly'] as const;

/**
 * Cashback/rebate: `rateBp` basis points (1/100 of a percent) of the member's
 * net loss (stakes − wins) or turnover (stakes) in real-money rounds of a
 * period (the merchant's day, or its week from Monday), paid after the period
 * closes when it reaches `minPayout`, at most `cap`; as cash, or as bonus
 * money with `wageringMultiplier` × the payout to wager within `expiryDays`.
 */
export const cashbackRulesSchema = z
  .object({
    basis: z.enum(cashbackBases),
    rateBp: int4().min(1).max(10_000),
    period: z.enum(cashbackPeriods),
    minPayout: moneyStringSchema,
    cap: moneyStringSchema,
    payAs: z.enum(['cash', 'bonus']),
    wageringMultiplier: int4().min(0).max(100).default(0),
    expiryDays: int4().min(1).max(90).default(7),
  })
  .strict();
export type CashbackRules = z.infer<typeof cashbackRulesSchema>;

/** One period's payout to the member. */
export const cashbackPayoutSchema = z.object({
  period: text(),
  basisAmount: moneyStringSchema,
  amount: moneyStringSchema,
  payAs: z.enum(['cash', 'bonus']),
  paidAt: text(),
});

/** The member's side of a cashback promotion: the open period so far and what past periods paid. */
export const memberCashbackSchema = z.object({
  period: text(),
  periodStart: text(),
  periodEnd: text(),
  /** Net loss or turnover of the open period so far. */
  basisAmount: moneyStringSchema,
  /** What the open period would pay if it closed now (0.00 under the minimum). */
  estimate: moneyStringSchema,
  payouts: z.array(cashbackPayoutSchema),
});
export type MemberCashback = z.infer<typeof memberCashbackSchema>;

/** POST /wps/operator/promotions/cashback/settle: settles closed periods now (and the open one when the server allows it, for tests). */
export const cashbackSettleSchema = z.object({ includeOpen: z.boolean().default(false) }).strict();
export const cashbackSettleResultSchema = z.object({ periods: z.number().int(), payouts: z.number().int(), total: moneyStringSchema });
