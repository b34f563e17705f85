import { z } from 'zod';
import { text } from '../safe-text.js';
import { int4, queryInt } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';

/**
 * Referral (promotion code REFERRAL): when a friend who registered with a
 * member's invite code meets the conditions within `withinDays` of
 * registering (first paid deposit of at least `minFirstDeposit`, settled
 * stakes of at least `minTurnover`; a null condition is not asked), the
 * referrer gets `referrerReward` and the friend `friendReward`, both to cash,
 * once per friend. A referrer is paid for at most `dailyLimit` friends a
 * merchant day and `totalLimit` in all (null: no limit). With `reviewRequired` an operator approves each reward first.
 */
export const referralRulesSchema = z
  .object({
    referrerReward: moneyStringSchema,
    friendReward: moneyStringSchema.default('0.00'),
    minFirstDeposit: moneyStringSchema.nullable().default(null),
    minTurnover: moneyStringSchema.nullable().default(null),
    withinDays: int4().min(1).max(365),
    dailyLimit: int4().min(1).max(10_000).nullable().default(null),
    totalLimit: int4().min(1).max(1_000_000).nullable().default(null),
    /** Each qualified friend waits for an operator's approval before anything is paid. */
    reviewRequired: z.boolean().default(false),
  })
  .strict()
  .refine((r) => r.minFirstDeposit !== null || r.minTurnover !== null, { message: 'referral_condition_required' });
export type ReferralRules = z.output<typeof referralRulesSchema>;

/** A friend's state: registered (conditions not met yet), qualified (met; waiting for the referrer's limit), rewarded, ineligible. */
export const referralFriendStatuses = ['registered', 'qualified', 'rewarded', 'ineligible'] as const;
export type ReferralFriendStatus = (typeof referralFriendStatuses)[number];

/** The operator's side of a friend's state: review (waiting for an operator's approval) comes before qualified/rewarded. */
export const referralDecisionStatuses = ['review', 'qualified', 'rewarded', 'ineligible'] as const;
export type ReferralDecisionStatus = (typeof referralDecisionStatuses)[number];

/** Why a friend is ineligible: the anti-self-referral rules (same device, payout account or registration address) or the window passed. */
export const referralIneligibleReasons = ['same_device', 'same_payout', 'same_ip', 'expired'] as const;
export type ReferralIneligibleReason = (typeof referralIneligibleReasons)[number];

/** The site's origin as the browser sees it (`location.origin`): the invite link is built on it. */
const originSchema = text()
  .max(200)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
      } catch {
        return false;
      }
    },
    { message: 'invalid_origin' },
  );

export const referralSummaryQuerySchema = z.object({ origin: originSchema }).strict();

/** The invite link a friend registers through (SPEC §3 affiliateCode as URL parameter). */
export const inviteLinkOf = (origin: string, code: string) => `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;

/** GET /wps/referral?origin=…: the member's invite code, link and its QR image, and totals. */
export const referralSummarySchema = z.object({
  inviteCode: text(),
  link: text(),
  /** The link as a QR code, an SVG data URL (made like the PIX QR). */
  qrImage: text(),
  /** The REFERRAL promotion is running (otherwise invites still link friends but pay nothing). */
  enabled: z.boolean(),
  rules: referralRulesSchema.nullable(),
  invited: z.number().int(),
  /** Friends who met the conditions (rewarded ones included). */
  qualified: z.number().int(),
  rewarded: z.number().int(),
  rewardsEarned: moneyStringSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendSchema = z.object({
  /** Masked: first two and last character. */
  username: text(),
  registeredAt: text(),
  status: z.enum(referralFriendStatuses),
  reason: z.enum(referralIneligibleReasons).nullable(),
  reward: moneyStringSchema.nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const REFERRAL_PAGE_SIZE = 20;

export const referralFriendsQuerySchema = z
  .object({ page: queryInt().min(1).max(10_000).default(1), pageSize: queryInt().min(1).max(50).default(REFERRAL_PAGE_SIZE) })
  .strict();

export const referralFriendsPageSchema = z.object({
  list: z.array(referralFriendSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReferralFriendsPage = z.infer<typeof referralFriendsPageSchema>;

/** Header carrying the browser's device id (kept in localStorage) at login and registration. */
export const DEVICE_ID_HEADER = 'x-device-id';
export const deviceIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
