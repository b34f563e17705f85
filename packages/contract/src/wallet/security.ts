import { z } from 'zod';
import { cpfSchema, emailSchema } from '../auth/fields.js';

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
const paymentPasswordSchema = z.string().regex(PAYMENT_PASSWORD_PATTERN, { message: 'payment_password_format' });

/** GET /wps/member/security: what the security centre shows. Contact data comes masked. */
export const securityOverviewSchema = z.object({
  username: z.string(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  payoutAccounts: z.number().int(),
  recentLogins: z.array(z.object({ ip: z.string(), at: z.string(), device: z.string().nullable() })),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST /wps/member/payment-password: set (no current one) or change (current required). */
export const paymentPasswordPayloadSchema = z
  .object({
    currentPaymentPassword: paymentPasswordSchema.optional(),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string(),
  })
  .strict()
  .refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
    message: 'in_confirmation_correct',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayloadSchema>;

/** GET /wps/member/profile (my account). */
export const profileSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  mobileMasked: z.string().nullable(),
  birthday: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  vipLabel: z.string(),
  createdAt: z.string(),
  lastLogin: z.object({ ip: z.string(), at: z.string() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /wps/member/profile: the fields a member may change alone; the rest goes through support. */
export const profileUpdateSchema = z
  .object({
    nickname: z.string().trim().min(1, { message: 'required' }).max(20, { message: 'nickname_format' }).optional(),
    email: emailSchema.optional(),
    /** Only when no CPF is on file (mobile or social sign-up); then it cannot be changed here. */
    idNumber: cpfSchema.optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
