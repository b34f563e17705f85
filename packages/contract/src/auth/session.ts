import { z } from 'zod';
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
} from './fields.js';

/** What a successful login, registration or trial returns; stored client-side as MC_SESSION_INFO (SPEC §3). */
export const sessionInfoSchema = z.object({
  token: text(),
  merchantCode: text(),
  userName: text(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** The previous login (shown to the member at each login), null on the first. */
  lastLogin: z.object({ ip: text(), at: text() }).nullable(),
  /**
   * The member is paused, self-excluded or restricted: the session may withdraw the balance and read the account,
   * nothing else (every other call answers the reason).
   */
  withdrawOnly: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

const withCaptcha = { captcha: captchaSchema.optional(), captchaId: captchaIdSchema.optional() };

/** Login payload of SPEC §3 (sealed). Usernames are matched case-insensitively. */
export const loginPayloadSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('username'), username: text().trim().min(1).max(20), password: text().min(1).max(128), ...withCaptcha })
    .strict(),
  z
    .object({
      type: z.literal('sms'),
      mobileNum: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      verificationCode: smsCodeSchema,
      ...withCaptcha,
    })
    .strict(),
  // The identity provider verified the number (SPEC §3 login type firebase); SPEC names the number firebaseMobileNo here.
  z
    .object({
      type: z.literal('firebase'),
      firebaseChannel: firebaseChannelSchema,
      firebaseIdToken: firebaseIdTokenSchema,
      firebaseMobileNo: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      ...withCaptcha,
    })
    .strict(),
]);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** Trial login (SPEC §7 freeplay, sealed): no credentials, only the device's channel. */
export const trialPayloadSchema = z.object({ registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).optional() }).strict();

export const memberInfoSchema = z.object({
  id: text(),
  account: text(),
  nickname: text().nullable(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: text() }),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const captchaImageSchema = z.object({ captchaId: text(), image: text() });
export type CaptchaImage = z.infer<typeof captchaImageSchema>;

/** SMS code request (SPEC §3): the captcha is the human-verification result. */
export const smsCodeRequestSchema = z
  .object({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    captcha: captchaSchema,
    captchaId: captchaIdSchema,
    purpose: z.enum(['register', 'login', 'password']).default('register'),
  })
  .strict();
export const smsCodeResponseSchema = z.object({ expirationTime: z.number().int() });

export const changePasswordPayloadSchema = z
  .object({ oldPassword: text().min(1).max(128), newPassword: passwordSchema, confirmNewPassword: text() })
  .strict();
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
