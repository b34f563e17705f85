import { z } from 'zod';
import { exactAmountSchema, moneyStringSchema } from '../money.js';
import { text } from '../safe-text.js';

/** A deposit channel as the settings screen shows it: its limits and the amounts offered as buttons. */
export const operatorDepositChannelSchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  method: z.literal('PIX'),
  minAmount: moneyStringSchema,
  maxAmount: moneyStringSchema,
  dailyMax: moneyStringSchema,
  presets: z.array(moneyStringSchema),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type OperatorDepositChannel = z.infer<typeof operatorDepositChannelSchema>;

const cents = (amount: string) => Number(amount.replace('.', ''));

/** Minimum ≤ maximum ≤ the day's total, and nothing at zero: a limit a member could never meet is a mistake. */
function checkLimits(value: { minAmount: string; maxAmount: string; dailyMax: string }, ctx: z.RefinementCtx) {
  if (cents(value.minAmount) <= 0) ctx.addIssue({ code: 'custom', path: ['minAmount'], message: 'amount.positive' });
  if (cents(value.minAmount) > cents(value.maxAmount)) ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'limits.order' });
  if (cents(value.maxAmount) > cents(value.dailyMax)) ctx.addIssue({ code: 'custom', path: ['dailyMax'], message: 'limits.order' });
}

/** PUT /wps/operator/settings/deposit-channels/:id. Presets must lie within the channel's own minimum and maximum. */
export const depositChannelBodySchema = z
  .object({
    name: text().trim().min(1).max(40),
    minAmount: exactAmountSchema,
    maxAmount: exactAmountSchema,
    dailyMax: exactAmountSchema,
    presets: z.array(exactAmountSchema).max(12),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(999),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkLimits(value, ctx);
    value.presets.forEach((preset, i) => {
      if (cents(preset) < cents(value.minAmount) || cents(preset) > cents(value.maxAmount)) {
        ctx.addIssue({ code: 'custom', path: ['presets', i], message: 'preset.outside.limits' });
      }
    });
  });
export type DepositChannelBody = z.infer<typeof depositChannelBodySchema>;

/** GET and PUT /wps/operator/settings/withdrawal-limits. */
export const withdrawalLimitsSchema = z
  .object({
    minAmount: exactAmountSchema,
    maxAmount: exactAmountSchema,
    dailyMax: exactAmountSchema,
    /** Payout accounts (PIX keys) a member may keep. */
    maxAccounts: z.number().int().min(1).max(20),
  })
  .strict()
  .superRefine(checkLimits);
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

export const withdrawalLimitsReadSchema = z.object({
  minAmount: moneyStringSchema,
  maxAmount: moneyStringSchema,
  dailyMax: moneyStringSchema,
  maxAccounts: z.number().int(),
});
