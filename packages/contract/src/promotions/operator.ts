import { z } from 'zod';
import { text } from '../safe-text.js';
import { exactAmountSchema, moneyStringSchema } from '../money.js';
import { promotionKinds } from './promotions.js';
import { referralDecisionStatuses } from './referral.js';

/**
 * Where a promotion stands for players: running (enabled and inside its schedule), scheduled (enabled, not started),
 * ended (enabled, past its end) or disabled. Only a running one is listed to players.
 */
export const promotionStates = ['running', 'scheduled', 'ended', 'disabled'] as const;
export type PromotionState = (typeof promotionStates)[number];

/** GET /wps/operator/promotions(/:id): a promotion as the operator edits it. */
export const operatorPromotionViewSchema = z.object({
  id: z.number().int(),
  code: text(),
  kind: z.enum(promotionKinds),
  category: text(),
  rules: z.record(text(), z.unknown()),
  enabled: z.boolean(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  updatedAt: text(),
  state: z.enum(promotionStates),
});
export type OperatorPromotionView = z.infer<typeof operatorPromotionViewSchema>;

/** POST /wps/operator/promotions/:id/status: enables or disables a promotion. */
export const promotionEnabledSchema = z.object({ enabled: z.boolean() }).strict();

const isoDate = z.iso.datetime({ offset: true });
/** PUT /wps/operator/promotions/:id/schedule: start (null: at once) and end (null: long term). */
export const promotionScheduleSchema = z
  .object({ startsAt: isoDate.nullable(), endsAt: isoDate.nullable() })
  .strict()
  .refine((s) => s.startsAt === null || s.endsAt === null || Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: 'end.before.start',
    path: ['endsAt'],
  });
export type PromotionSchedule = z.infer<typeof promotionScheduleSchema>;

/** A reason the member or the audit trail reads: 3 to 200 characters. */
export const decisionReasonSchema = text().trim().min(3).max(200);

/** Which referral rewards the operator lists: waiting for a decision (review or held by a limit), rewarded, ineligible. */
export const referralRewardQueues = ['waiting', 'rewarded', 'ineligible'] as const;

/** GET /wps/operator/promotions/referral/rewards: a referral decision with both members' names. */
export const operatorReferralRewardSchema = z.object({
  id: z.number().int(),
  promotionCode: text(),
  referrerId: z.number().int(),
  referrerName: text(),
  friendId: z.number().int(),
  friendName: text(),
  status: z.enum(referralDecisionStatuses),
  reason: text().nullable(),
  note: text().nullable(),
  /** What the rules pay (waiting) or what was paid (rewarded). */
  referrerReward: moneyStringSchema,
  friendReward: moneyStringSchema,
  decidedAt: text(),
});
export type OperatorReferralReward = z.infer<typeof operatorReferralRewardSchema>;

/**
 * POST /wps/operator/promotions/referral/rewards/:id: approve pays (over the referrer's limits; the amounts may be
 * overridden), reject closes the friend as ineligible with the reason.
 */
export const referralDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: decisionReasonSchema.optional(),
    referrerReward: exactAmountSchema.optional(),
    friendReward: exactAmountSchema.optional(),
  })
  .strict()
  .refine((d) => d.decision === 'approve' || d.reason !== undefined, { message: 'reason.required', path: ['reason'] });
export type ReferralDecision = z.infer<typeof referralDecisionSchema>;
