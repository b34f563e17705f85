import { z } from 'zod';
import { text } from '../safe-text.js';
import { dialingCodeSchema, emailSchema, firebaseIdTokenSchema, mobileNumSchema, passwordSchema, smsCodeSchema } from './fields.js';
import { refinePhoneProof } from './register.js';

/**
 * Forgot password by e-mail (SPEC §7: form-urlencoded username and email,
 * both trimmed). The answer is the same whether or not the account exists,
 * so the call cannot be used to find accounts.
 */
export const forgotPasswordPayloadSchema = z.object({ username: text().trim().min(1).max(20), email: emailSchema }).strict();
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** The e-mailed link carries a one-time token: /m/resetPassword?token=… */
export const RESET_PASSWORD_PATH = '/m/resetPassword';
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const resetPasswordPayloadSchema = z
  .object({ token: text().min(20).max(200), newPassword: passwordSchema, confirmNewPassword: text() })
  .strict()
  .refine((v) => v.newPassword === v.confirmNewPassword, { message: 'in_confirmation_correct', path: ['confirmNewPassword'] });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/**
 * Set password by phone (SPEC §3, sealed): the SMS code, or instead the
 * identity provider's phone ID token (`firebaseIdToken`; SPEC names no channel
 * here, SMS is implied), proves the number.
 * `modify.new.old.same` when the new password equals the current one.
 */
export const setPasswordByPhonePayloadSchema = z
  .object({
    newPassword: passwordSchema,
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: smsCodeSchema.optional(),
    firebaseIdToken: firebaseIdTokenSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => refinePhoneProof({ ...v, firebaseChannel: v.firebaseIdToken === undefined ? undefined : 'sms' }, ctx));
export type SetPasswordByPhonePayload = z.infer<typeof setPasswordByPhonePayloadSchema>;

/** Identity-provider login (FACEBOOKLOGIN3 / GOOGLELOGIN3), sealed: the provider's ID token, verified on the server. */
export const socialProviders = ['google', 'facebook'] as const;
export const socialLoginPayloadSchema = z.object({ provider: z.enum(socialProviders), idToken: text().min(20).max(8192) }).strict();
export type SocialLoginPayload = z.infer<typeof socialLoginPayloadSchema>;

/**
 * Public identity-provider settings the site needs to show the buttons (client
 * ids only, never secrets). `phone`: the provider's phone verification (SPEC
 * §3 firebase fields) is accepted by this server; its public web settings.
 */
export const identityProvidersSchema = z.object({
  google: z.object({ clientId: text() }).nullable(),
  facebook: z.object({ appId: text() }).nullable(),
  phone: z.object({ projectId: text(), apiKey: text().nullable() }).nullable(),
});
export type IdentityProviders = z.infer<typeof identityProvidersSchema>;
