import { z } from 'zod';
import { text } from '../safe-text.js';
import { sessionInfoSchema } from './session.js';

export { TWO_FACTOR_API } from './two-factor-api.js';

/** How many backup codes a member gets; each one signs in once. */
export const BACKUP_CODE_COUNT = 10;

/** The six digits of an authenticator app (RFC 6238 defaults). */
export const totpCodeSchema = text().regex(/^\d{6}$/, { message: 'two_factor_code_format' });

/** A current code, or a backup code as shown (`abcde-12345`; any case, the dash optional). */
export const secondFactorCodeSchema = text().regex(/^(?:\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, {
  message: 'two_factor_code_format',
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: text().nullable(),
  backupCodesLeft: z.number().int(),
  /** Turning it on or off asks for the login password: a member without one sets it first. */
  passwordSet: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The secret shown once, as text (typed into an app on the same phone), as otpauth URI and as an SVG QR data URL. */
export const twoFactorSetupSchema = z.object({ secret: text(), otpauthUri: text(), qrImage: text() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const loginPassword = text().min(1).max(128);

export const twoFactorEnablePayloadSchema = z.object({ password: loginPassword, code: totpCodeSchema }).strict();
export type TwoFactorEnablePayload = z.infer<typeof twoFactorEnablePayloadSchema>;

export const twoFactorBackupCodesSchema = z.object({ backupCodes: z.array(text()) });
export type TwoFactorBackupCodes = z.infer<typeof twoFactorBackupCodesSchema>;

export const twoFactorDisablePayloadSchema = z.object({ password: loginPassword, code: secondFactorCodeSchema }).strict();
export type TwoFactorDisablePayload = z.infer<typeof twoFactorDisablePayloadSchema>;

/** A right password of a member with two-step verification: no session yet, a challenge to answer with a code. */
export const twoFactorChallengeSchema = z.object({
  twoFactor: z.object({ challenge: text(), expiresAt: text() }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What the login calls answer: a session, or the code step first. */
export const loginResultSchema = z.union([sessionInfoSchema, twoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export function isTwoFactorChallenge(result: LoginResult): result is TwoFactorChallenge {
  return 'twoFactor' in result;
}

/** The challenge is 256 random bits, base64url (43 characters). */
export const loginTwoFactorPayloadSchema = z
  .object({ challenge: text().regex(/^[A-Za-z0-9_-]{43}$/), code: secondFactorCodeSchema })
  .strict();
export type LoginTwoFactorPayload = z.infer<typeof loginTwoFactorPayloadSchema>;
