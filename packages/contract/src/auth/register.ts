import { z } from 'zod';
import { limitInputSchema } from '../protection/protection.js';
import { text } from '../safe-text.js';
import {
  captchaIdSchema,
  captchaSchema,
  dialingCodeSchema,
  firebaseChannelSchema,
  firebaseIdTokenSchema,
  mobileNumSchema,
  passwordSchema,
  smsCodeSchema,
  usernameSchema,
} from './fields.js';

export const registerMethods = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/**
 * Registration payload of SPEC §3 (sealed). The optional fields are checked
 * on the server against the merchant's registration settings (enabled,
 * required, pattern); a field the merchant has not enabled is refused.
 * `type` is always 0: members cannot choose their own type.
 */
export const registerFields = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: text(),
    captcha: captchaSchema,
    captchaId: captchaIdSchema,
    registerUrl: text().max(255).optional(),
    registerMethod: z.enum(registerMethods).default('H5'),
    domain: text().max(255).optional(),
    type: z.literal(0).optional(),
    affiliateCode: text().trim().max(32).optional(),
    ageConfirmed: z.literal(true, { message: 'confirm_age' }),
    agreement: z.literal(true, { message: 'agreement_required' }),
    countryDialingCode: dialingCodeSchema.optional(),
    mobileNum: mobileNumSchema.optional(),
    verificationCode: smsCodeSchema.optional(),
    nickname: text().trim().max(32).optional(),
    payeeName: text().trim().max(64).optional(),
    email: text().trim().max(254).optional(),
    idNumber: text().trim().max(20).optional(),
    qqNum: text().trim().max(32).optional(),
    facebook: text().trim().max(128).optional(),
    wechat: text().trim().max(64).optional(),
    line: text().trim().max(64).optional(),
    whatsapp: text().trim().max(32).optional(),
    zalo: text().trim().max(32).optional(),
    birthday: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'in_birthday_incorrect' })
      .optional(),
    paymentPassword: text()
      .regex(/^\d{6}$/, { message: 'payment_password_format' })
      .optional(),
    recommenderId: text().trim().max(32).optional(),
    /** The player's limits, required under the BR jurisdiction (loss and time; modules/protection). */
    limits: z.array(limitInputSchema).max(4).optional(),
  })
  .strict();

const samePassword = { message: 'in_confirmation_correct', path: ['confirmPassword'] };

export const registerPayloadSchema = registerFields.refine((v) => v.password === v.confirmPassword, samePassword);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/**
 * A number is proved by exactly one of: our SMS code (`verificationCode`) or
 * the identity provider's phone ID token (`firebaseIdToken` with
 * `firebaseChannel: 'sms'`). Neither, both, or a token without its channel is refused.
 */
export function refinePhoneProof(
  value: { verificationCode?: string | undefined; firebaseIdToken?: string | undefined; firebaseChannel?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const code = value.verificationCode !== undefined;
  const token = value.firebaseIdToken !== undefined;
  if (code === token) ctx.addIssue({ code: 'custom', message: 'verification_code_error', path: ['verificationCode'] });
  if (token !== (value.firebaseChannel !== undefined)) ctx.addIssue({ code: 'custom', message: 'required', path: ['firebaseChannel'] });
}

/**
 * Mobile registration (SPEC: tab mobileNum) requires the number and its proof
 * (SMS code or the provider's phone ID token, see refinePhoneProof); the
 * username is optional and, when absent, the server derives one from the number.
 */
export const mobileRegisterPayloadSchema = registerFields
  .extend({
    username: usernameSchema.optional(),
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumSchema,
    verificationCode: smsCodeSchema.optional(),
    firebaseChannel: firebaseChannelSchema.optional(),
    firebaseIdToken: firebaseIdTokenSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, samePassword)
  .superRefine(refinePhoneProof);
export type MobileRegisterPayload = z.infer<typeof mobileRegisterPayloadSchema>;

export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
export const affiliateCheckSchema = z.object({ success: z.boolean() });
