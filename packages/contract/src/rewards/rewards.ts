import { z } from 'zod';
import { text } from '../safe-text.js';
import { idSchema, int4 } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';
import { requestIdSchema } from '../wallet/amount.js';

/**
 * VIP ladder (SPEC §3 clubLabel): a member's level is the highest whose
 * minimum lifetime turnover (settled real-money stakes) the member has reached.
 * The first level starts at 0.00.
 */
export const vipLevelSchema = z
  .object({ level: int4().min(0).max(99), name: text().trim().min(1).max(24), minTurnover: moneyStringSchema })
  .strict();
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLadderSchema = z
  .array(vipLevelSchema)
  .min(1)
  .max(50)
  .refine((levels) => levels[0]?.minTurnover === '0.00', { message: 'vip.first.level.zero' })
  .refine(
    (levels) =>
      levels.every((l, i) => i === 0 || (l.level > levels[i - 1]!.level && Number(l.minTurnover) > Number(levels[i - 1]!.minTurnover))),
    {
      message: 'vip.levels.ascending',
    },
  );

/** The member's standing: level, lifetime turnover and the next level (null at the top). */
export const vipStatusSchema = z.object({
  level: z.number().int(),
  name: text(),
  turnover: moneyStringSchema,
  levelTurnover: moneyStringSchema,
  next: z.object({ level: z.number().int(), name: text(), minTurnover: moneyStringSchema }).nullable(),
  /** Share of the way from this level's minimum to the next, 0–100 (100 at the top). */
  progressPercent: z.number().min(0).max(100),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** Points mall earning rule: whole points per R$ 1.00 of settled real-money stakes. */
export const mallRulesSchema = z.object({ pointsPerReal: int4().min(0).max(1000) }).strict();
export type MallRules = z.infer<typeof mallRulesSchema>;

export const mallItemKinds = ['cash', 'goods'] as const;

/** A mall item: a cash conversion (cashAmount paid to cash) or goods handled by the operator. Stock null = unlimited. */
export const operatorMallItemSchema = z
  .object({
    code: text()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/),
    kind: z.enum(mallItemKinds),
    namePt: text().trim().min(1).max(60),
    nameEn: text().trim().min(1).max(60),
    pricePoints: int4().min(1).max(100_000_000),
    cashAmount: moneyStringSchema.nullable().default(null),
    stock: int4().min(0).max(1_000_000).nullable(),
    enabled: z.boolean().default(true),
    sort: int4().min(0).max(10_000).default(0),
  })
  .strict()
  .refine((i) => (i.kind === 'cash') === (i.cashAmount !== null && i.cashAmount !== '0.00'), {
    message: 'mall.cash.amount',
    path: ['cashAmount'],
  });
export type OperatorMallItem = z.input<typeof operatorMallItemSchema>;

export const mallItemSchema = z.object({
  id: z.number().int(),
  code: text(),
  kind: z.enum(mallItemKinds),
  name: text(),
  pricePoints: z.number().int(),
  cashAmount: moneyStringSchema.nullable(),
  stock: z.number().int().nullable(),
});
export type MallItem = z.infer<typeof mallItemSchema>;

export const mallHomeSchema = z.object({ points: z.number().int(), pointsPerReal: z.number().int(), items: z.array(mallItemSchema) });
export type MallHome = z.infer<typeof mallHomeSchema>;

export const mallRedeemSchema = z.object({ itemId: idSchema, requestId: requestIdSchema }).strict();
export type MallRedeemPayload = z.infer<typeof mallRedeemSchema>;

export const mallRedemptionSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  pricePoints: z.number().int(),
  cashAmount: moneyStringSchema.nullable(),
  points: z.number().int(),
});
export type MallRedemption = z.infer<typeof mallRedemptionSchema>;

/** A red envelope rain as the member sees it. */
export const rainViewSchema = z.object({
  id: z.number().int(),
  startsAt: text(),
  endsAt: text(),
  envelopeCount: z.number().int(),
  envelopesLeft: z.number().int(),
  /** The prize pool shared by the envelopes (each holds a random part of it, at least R$ 0.01): the rain's rules. */
  budget: moneyStringSchema,
  /** Minutes between the rains of its schedule; null for a rain an operator started by hand. */
  everyMinutes: z.number().int().nullable(),
  /** What the member won in this rain, null before a claim. */
  won: moneyStringSchema.nullable(),
});
export type RainView = z.infer<typeof rainViewSchema>;

export const rainStatusSchema = z.object({ now: text(), live: rainViewSchema.nullable(), next: rainViewSchema.nullable() });
export type RainStatus = z.infer<typeof rainStatusSchema>;

export const rainClaimSchema = z.object({ rainId: idSchema }).strict();
export const rainClaimResultSchema = z.object({ rainId: z.number().int(), amount: moneyStringSchema });
export type RainClaimResult = z.infer<typeof rainClaimResultSchema>;

const rainShape = {
  durationSeconds: int4().min(10).max(86_400),
  budget: moneyStringSchema,
  envelopeCount: int4().min(1).max(10_000),
};
const budgetCoversEnvelopes = (r: { budget: string; envelopeCount: number }) => Math.round(Number(r.budget) * 100) >= r.envelopeCount;

/** Operator: one rain (starts now when startsAt is absent). Every envelope holds at least R$ 0.01. */
export const operatorRainSchema = z
  .object({ startsAt: text().datetime({ offset: true }).optional(), ...rainShape })
  .strict()
  .refine(budgetCoversEnvelopes, { message: 'rain.budget.too.small', path: ['budget'] });
export type OperatorRain = z.infer<typeof operatorRainSchema>;

/** Operator: a recurring rain every `everyMinutes`, `offsetMinutes` after each period's start (UTC epoch based). */
export const rainScheduleSchema = z
  .object({
    code: text()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/),
    everyMinutes: int4().min(5).max(10_080),
    offsetMinutes: int4().min(0).max(10_079),
    enabled: z.boolean().default(true),
    ...rainShape,
  })
  .strict()
  .refine(budgetCoversEnvelopes, { message: 'rain.budget.too.small', path: ['budget'] })
  .refine((s) => s.offsetMinutes < s.everyMinutes && s.durationSeconds <= s.everyMinutes * 60, { message: 'rain.schedule.overlap' });
export type RainSchedule = z.input<typeof rainScheduleSchema>;

export const operatorRainViewSchema = z.object({
  id: z.number().int(),
  scheduleCode: text().nullable(),
  startsAt: text(),
  endsAt: text(),
  budget: moneyStringSchema,
  envelopeCount: z.number().int(),
  claimed: z.number().int(),
  paid: moneyStringSchema,
});
export type OperatorRainView = z.infer<typeof operatorRainViewSchema>;

/** Which goods redemptions the operator lists: waiting for delivery or delivered. */
export const redemptionQueues = ['waiting', 'delivered'] as const;

/** GET /wps/operator/mall/redemptions: a goods redemption with the member and the item. */
export const operatorRedemptionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  itemCode: text(),
  itemName: text(),
  pricePoints: z.number().int(),
  createdAt: text(),
  deliveredAt: text().nullable(),
  deliveredBy: text().nullable(),
  deliveryNote: text().nullable(),
});
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;

/** POST /wps/operator/mall/redemptions/:id/delivered: once per redemption, with an optional note (tracking code…). */
export const redemptionDeliveredSchema = z.object({ note: text().trim().max(200).optional() }).strict();

/** A rain schedule as the operator lists it. */
export const rainScheduleViewSchema = z.object({
  code: text(),
  everyMinutes: z.number().int(),
  offsetMinutes: z.number().int(),
  durationSeconds: z.number().int(),
  budget: moneyStringSchema,
  envelopeCount: z.number().int(),
  enabled: z.boolean(),
});
export type RainScheduleView = z.infer<typeof rainScheduleViewSchema>;

/** An item of the mall as the operator edits it (disabled ones too). */
export const operatorMallItemViewSchema = z.object({
  id: z.number().int(),
  code: text(),
  kind: z.enum(mallItemKinds),
  name: text(),
  namePt: text(),
  nameEn: text(),
  pricePoints: z.number().int(),
  cashAmount: moneyStringSchema.nullable(),
  stock: z.number().int().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type OperatorMallItemView = z.infer<typeof operatorMallItemViewSchema>;
