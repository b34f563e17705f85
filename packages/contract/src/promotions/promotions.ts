import { z } from 'zod';
import { text } from '../safe-text.js';
import { idSchema, idTextSchema, int4 } from '../safe-numbers.js';
import { promotionCategories } from '../constants.js';
import { moneyStringSchema } from '../money.js';
import { cashbackRulesSchema, memberCashbackSchema } from './cashback.js';
import { referralRulesSchema } from './referral.js';

/** Promotion kinds with rules the server applies. */
export const promotionKinds = ['deposit_bonus', 'sign_in', 'manual', 'cashback', 'referral'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The status labels of SPEC §4, as the member's state in one promotion. */
export const promotionLabels = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
] as const;
export type PromotionLabel = (typeof promotionLabels)[number];

/**
 * A deposit bonus: `percent` of the qualifying deposit, at most `cap`, into
 * the bonus balance; it turns into cash once the member has staked
 * `wageringMultiplier` × the bonus in settled rounds, within `expiryDays`
 * of the grant, else it is forfeited.
 */
export const depositBonusRulesSchema = z
  .object({
    percent: int4().min(1).max(500),
    cap: moneyStringSchema,
    minDeposit: moneyStringSchema,
    wageringMultiplier: int4().min(0).max(100),
    firstDepositOnly: z.boolean(),
    expiryDays: int4().min(1).max(90),
  })
  .strict();
export type DepositBonusRules = z.infer<typeof depositBonusRulesSchema>;

/** Daily sign-in: the reward of day n of an unbroken streak (the list repeats from its start after its last day). */
export const signInRulesSchema = z.object({ rewards: z.array(moneyStringSchema).min(1).max(31) }).strict();
export type SignInRules = z.infer<typeof signInRulesSchema>;

/**
 * A reward the member applies for (SPEC §2 Reward application): remarks and
 * pictures as the promotion requires; the operator approves (the reward is
 * paid to cash) or rejects with a reason.
 */
export const manualRulesSchema = z.object({ reward: moneyStringSchema, remarkRequired: z.boolean(), imageRequired: z.boolean() }).strict();
export type ManualRules = z.infer<typeof manualRulesSchema>;

/** SPEC §5: remarks up to 140 characters; up to 3 jpeg/jpg/png pictures of at most 5 MB each. */
export const REWARD_LIMITS = {
  remarks: 140,
  pictures: 3,
  pictureBytes: 5_242_880,
  pictureTypes: ['image/jpeg', 'image/jpg', 'image/png'],
} as const;

/** A picture as a data URL; its decoded size is checked too (base64 is 4/3 of it). */
const pictureSchema = text()
  .regex(/^data:image\/(jpeg|jpg|png);base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'activity_image_type' })
  .refine((url) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4) <= REWARD_LIMITS.pictureBytes + 2, {
    message: 'activity_apply_remark_limit3',
  });

/** POST /wps/promotions/apply (SPEC §3 reward sign-up payload). */
export const rewardApplicationSchema = z
  .object({
    promotionId: idSchema,
    remarks: text().trim().max(REWARD_LIMITS.remarks, { message: 'remarks_too_long' }).default(''),
    pictures: z.array(pictureSchema).max(REWARD_LIMITS.pictures, { message: 'activity_apply_remark_limit4' }).default([]),
  })
  .strict();
export type RewardApplicationPayload = z.input<typeof rewardApplicationSchema>;

export const applicationStatuses = ['applying', 'approved', 'rejected'] as const;

/** An application as the operator reviews it (pictures fetched one by one). */
export const operatorApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: text(),
  memberId: z.number().int(),
  username: text(),
  remarks: text(),
  pictures: z.number().int(),
  status: z.enum(applicationStatuses),
  reward: moneyStringSchema,
  reason: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

/** A rejection says why (the member reads it); an approval may add a note for the audit trail. */
export const applicationDecisionSchema = z
  .object({ decision: z.enum(['approve', 'reject']), reason: text().trim().min(3).max(200).optional() })
  .strict()
  .refine((d) => d.decision === 'approve' || d.reason !== undefined, { message: 'reason.required', path: ['reason'] });

const isoDate = z.iso.datetime({ offset: true });
const promotionBase = {
  code: text().regex(/^[A-Z0-9_]{2,32}$/),
  category: z.enum(promotionCategories).exclude(['all']),
  startsAt: isoDate.nullable().default(null),
  /** null: long term (SPEC noExpiry). */
  endsAt: isoDate.nullable().default(null),
  enabled: z.boolean().default(true),
};

/** PUT /wps/operator/promotions: creates or replaces a promotion by its code (POST creates, PUT /:id edits). */
export const operatorPromotionSchema = z.discriminatedUnion('kind', [
  z.object({ ...promotionBase, kind: z.literal('deposit_bonus'), rules: depositBonusRulesSchema }).strict(),
  z.object({ ...promotionBase, kind: z.literal('sign_in'), rules: signInRulesSchema }).strict(),
  z.object({ ...promotionBase, kind: z.literal('manual'), rules: manualRulesSchema }).strict(),
  z.object({ ...promotionBase, kind: z.literal('cashback'), rules: cashbackRulesSchema }).strict(),
  z.object({ ...promotionBase, kind: z.literal('referral'), rules: referralRulesSchema }).strict(),
]);
export type OperatorPromotion = z.output<typeof operatorPromotionSchema>;
export type OperatorPromotionInput = z.input<typeof operatorPromotionSchema>;

/** The editor's body: a promotion whose end, when it has one, comes after its start. */
export const promotionEditSchema = operatorPromotionSchema.refine(
  (p) => !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt),
  { message: 'end.before.start', path: ['endsAt'] },
);

/** The member's entry in a promotion: the bonus granted and the wagering done towards turning it into cash. */
export const promotionEntrySchema = z.object({
  status: z.enum(['joined', 'process', 'issued', 'close']),
  bonus: moneyStringSchema,
  wageringTarget: moneyStringSchema,
  wageringDone: moneyStringSchema,
  joinedAt: text(),
  expiresAt: text().nullable(),
});

export const memberPromotionSchema = z.object({
  id: z.number().int(),
  code: text(),
  kind: z.enum(promotionKinds),
  category: text(),
  label: z.enum(promotionLabels),
  /**
   * The promotion's name in the request language: the title of its PR announcement, which the promotions page shows,
   * so every screen names it alike. null when no announcement in that language describes it (the screen then names
   * it from its rules).
   */
  title: text().nullable().default(null),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  rules: z.union([depositBonusRulesSchema, signInRulesSchema, manualRulesSchema, cashbackRulesSchema, referralRulesSchema]),
  entry: promotionEntrySchema.nullable(),
  /** Manual promotions: the member's latest application. */
  application: z.object({ status: z.enum(applicationStatuses), reason: text().nullable(), createdAt: text() }).nullable(),
  /** Cashback promotions, for a member: the open period's estimate and past payouts. */
  cashback: memberCashbackSchema.nullable().default(null),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;

export const promotionJoinSchema = z.object({ promotionId: idTextSchema }).strict();

/** GET /wps/promotions/signIn: the member's streak and what each day of it pays. */
export const signInStatusSchema = z.object({
  promotionId: z.number().int(),
  signedToday: z.boolean(),
  /** Days in the current unbroken streak, today included when signed. */
  streak: z.number().int(),
  rewards: z.array(moneyStringSchema),
  /** What signing in today pays (or paid). */
  todayReward: moneyStringSchema,
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;
