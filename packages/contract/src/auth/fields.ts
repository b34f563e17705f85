import { z } from 'zod';
import { text } from '../safe-text.js';

/** Field rules shared by the forms and the server (SPEC §5). Messages are i18n keys of the `validation` texts. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,20}$/;
export const usernameSchema = text().trim().regex(USERNAME_PATTERN, { message: 'reg_pattern_4' });

/** OWASP: at least 8, long passphrases allowed (64+), bounded so hashing cannot be abused. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = text()
  .min(PASSWORD_MIN, { message: 'password_too_short' })
  .max(PASSWORD_MAX, { message: 'password_too_long' });

export const captchaSchema = text().regex(/^\d{1,6}$/, { message: 'in_vwrite_code' });
export const captchaIdSchema = text().min(8).max(64);
export const smsCodeSchema = text().regex(/^\d{1,10}$/, { message: 'verification_code_error' });
export const mobileNumSchema = text().regex(/^\d{8,20}$/, { message: 'in_mobile_incorrect' });
export const dialingCodeSchema = text().regex(/^\+?\d{1,4}$/, { message: 'in_mobile_incorrect' });
/**
 * Phone verification by the identity provider (SPEC §3 `firebaseChannel`,
 * `firebaseIdToken`): the provider's ID token proves the number instead of
 * one of our SMS codes; the server verifies it (signature, project, freshness,
 * number). Only the SMS channel exists.
 */
export const firebaseChannelSchema = z.literal('sms');
export const firebaseIdTokenSchema = text().min(20).max(4096);

export const emailSchema = text()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'in_email_incorrect' });

/** Brazilian CPF: 11 digits with two check digits; repeated digits are invalid. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}
export const cpfSchema = text()
  .refine(isValidCpf, { message: 'in_cpf_incorrect' })
  .transform((v) => v.replace(/\D/g, ''));
