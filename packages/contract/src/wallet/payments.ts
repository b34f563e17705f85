import { z } from 'zod';
import { text } from '../safe-text.js';
import { idSchema, int4 } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';
import { cpfSchema } from '../auth/fields.js';
import { amountInputSchema, requestIdSchema } from './amount.js';
import { payoutExpectationSchema } from './payout-expectation.js';

/** SPEC §6: only these member types may deposit; others get free_reject shown for 2 s. */
export const DEPOSIT_MEMBER_TYPES = [0, 1, 2] as const;

export const depositChannelSchema = z.object({
  id: z.number().int(),
  name: text(),
  method: z.literal('PIX'),
  minAmount: moneyStringSchema,
  maxAmount: moneyStringSchema,
  dailyMax: moneyStringSchema,
  /** What the member may still deposit today through this merchant. */
  dailyRemaining: moneyStringSchema,
  presets: z.array(moneyStringSchema),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositPayloadSchema = z.object({ channelId: idSchema, amount: amountInputSchema, requestId: requestIdSchema }).strict();
export type DepositPayload = z.input<typeof depositPayloadSchema>;

/**
 * pending: waiting for the payment; paid: credited; expired: the charge ran out; cancelled by the PSP. Under a
 * profile that requires own-account money, a payment that cannot be the member's is never credited: returning (the
 * PSP is sending it back to the payer), returned (it did), return_failed (the PSP refused to send it back).
 */
export const depositStatuses = ['pending', 'paid', 'expired', 'cancelled', 'returning', 'returned', 'return_failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * Why a deposit went back to its payer: payer_cpf_mismatch, paid from another person's account; payer_cpf_unknown,
 * the PSP did not say whose account paid; member_cpf_missing, the member has no CPF on file to match.
 */
export const depositReturnReasons = ['payer_cpf_mismatch', 'payer_cpf_unknown', 'member_cpf_missing'] as const;
export type DepositReturnReason = (typeof depositReturnReasons)[number];

export const depositOrderSchema = z.object({
  orderNo: text(),
  amount: moneyStringSchema,
  status: z.enum(depositStatuses),
  /** PIX "copia e cola": the EMV BR Code string. */
  brCode: text(),
  /** The same BR Code as an SVG QR image (data: URL). */
  qrImage: text(),
  createdAt: text(),
  expiresAt: text(),
  paidAt: text().nullable(),
  /** Set when the payment is (being) returned to its payer instead of credited. */
  returnReason: z.enum(depositReturnReasons).nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** PIX key kinds of DICT: CPF, e-mail, phone (+55…), random key (EVP). */
export const pixKeyTypes = ['CPF', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  pixKeyType: z.enum(pixKeyTypes),
  /** Masked except for its ends (never shown whole after saving). */
  pixKeyMasked: text(),
  holderName: text(),
  createdAt: text(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** The holder's CPF must equal the member's own CPF: money leaves only to the member. */
export const payoutAccountPayloadSchema = z
  .object({
    pixKeyType: z.enum(pixKeyTypes),
    pixKey: text().trim().min(1, { message: 'required' }).max(77),
    holderName: text().trim().min(3, { message: 'holder_name_format' }).max(80, { message: 'holder_name_format' }),
    holderCpf: cpfSchema,
  })
  .strict();
export type PayoutAccountPayload = z.input<typeof payoutAccountPayloadSchema>;

export const withdrawInfoSchema = z.object({
  currency: text(),
  withdrawable: moneyStringSchema,
  minAmount: moneyStringSchema,
  maxAmount: moneyStringSchema,
  dailyMax: moneyStringSchema,
  dailyRemaining: moneyStringSchema,
  needsPaymentPassword: z.boolean(),
  accounts: z.array(payoutAccountSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const withdrawPayloadSchema = z
  .object({
    accountId: idSchema,
    amount: amountInputSchema,
    paymentPassword: text()
      .regex(/^\d{6}$/, { message: 'payment_password_format' })
      .optional(),
    requestId: requestIdSchema,
  })
  .strict();
export type WithdrawPayload = z.input<typeof withdrawPayloadSchema>;

/**
 * pending: held, waiting for the operator; approved: paying out through the
 * PSP; paid: gone; rejected by the operator or failed at the PSP: released.
 */
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalSchema = z.object({
  orderNo: text(),
  amount: moneyStringSchema,
  status: z.enum(withdrawalStatuses),
  pixKeyMasked: text(),
  reason: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A withdrawal as its member lists it: `expected` while it waits (pending or approved), else null. */
export const memberWithdrawalSchema = withdrawalSchema.extend({ expected: payoutExpectationSchema.nullable() });
export type MemberWithdrawal = z.infer<typeof memberWithdrawalSchema>;

export const operatorWithdrawalDecisionSchema = z
  .object({ decision: z.enum(['approve', 'reject']), reason: text().trim().max(200).optional() })
  .strict();

/**
 * Sandbox PSP controls (operator or tests): pay a charge, choosing how its
 * webhook arrives, or let it expire now.
 */
export const sandboxPayPayloadSchema = z
  .object({
    /** normal: once at once; late: after delayMs; twice: two deliveries; reordered: a stale "pending" notice after the paid one. */
    delivery: z.enum(['normal', 'late', 'twice', 'reordered', 'none']).default('normal'),
    delayMs: int4().min(0).max(60_000).default(0),
    /** Whose account pays: the charge's debtor (the member, under own-account rules) when left out. */
    payerCpf: cpfSchema.optional(),
  })
  .strict();

/** Sandbox DICT: registers who owns an e-mail, phone or random key (a CPF key is always its own CPF's). */
export const sandboxPixKeyPayloadSchema = z
  .object({
    pixKeyType: z.enum(['EMAIL', 'PHONE', 'EVP']),
    pixKey: text().trim().min(1).max(77),
    ownerCpf: cpfSchema,
    ownerName: text().trim().min(1).max(80),
  })
  .strict();
export type SandboxPixKeyPayload = z.input<typeof sandboxPixKeyPayloadSchema>;

/** What the operator sees of a withdrawal: whose it is and where it goes. */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number().int(),
  pixKeyType: z.enum(pixKeyTypes),
  holderName: text(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const operatorDepositSchema = depositOrderSchema.omit({ qrImage: true }).extend({
  memberId: z.number().int(),
  txid: text(),
  endToEndId: text().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;
