import { z } from 'zod';
import { text } from '../safe-text.js';
import { cpfSchema, emailSchema } from '../auth/fields.js';

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
const paymentPasswordSchema = text().regex(PAYMENT_PASSWORD_PATTERN, { message: 'payment_password_format' });

/** GET /wps/member/security: what the security centre shows. Contact data comes masked. */
export const securityOverviewSchema = z.object({
  username: text(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  mobileMasked: text().nullable(),
  emailMasked: text().nullable(),
  idNumberMasked: text().nullable(),
  payoutAccounts: z.number().int(),
  recentLogins: z.array(z.object({ ip: text(), at: text(), device: text().nullable() })),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST /wps/member/payment-password: set (no current one) or change (current required). */
export const paymentPasswordPayloadSchema = z
  .object({
    currentPaymentPassword: paymentPasswordSchema.optional(),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: text(),
  })
  .strict()
  .refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
    message: 'in_confirmation_correct',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayloadSchema>;

/** GET /wps/member/profile (my account). */
export const profileSchema = z.object({
  username: text(),
  nickname: text().nullable(),
  email: text().nullable(),
  mobileMasked: text().nullable(),
  birthday: text().nullable(),
  idNumberMasked: text().nullable(),
  vipLabel: text(),
  createdAt: text(),
  lastLogin: z.object({ ip: text(), at: text() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /wps/member/profile: the fields a member may change alone; the rest goes through support. */
export const profileUpdateSchema = z
  .object({
    nickname: text().trim().min(1, { message: 'required' }).max(20, { message: 'nickname_format' }).optional(),
    email: emailSchema.optional(),
    /** Only when no CPF is on file (mobile or social sign-up); then it cannot be changed here. */
    idNumber: cpfSchema.optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
