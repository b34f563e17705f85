import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_ADDRESS_CAP, SMS_NUMBER_CAPS, type Language } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as captcha from '../captcha/captcha.service.js';
import * as merchants from '../merchants/merchants.service.js';
import type { SmsSender } from './sms-sender.js';
import * as repository from './verification.repository.js';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_ATTEMPTS_PER_CODE = 5;
/**
 * Per number: 3 codes in 15 minutes, 10 a day; per address 20 an hour (SMS costs money and can harass). In the
 * contract: the site counts the number's caps down instead of offering a send refused here.
 */
export const SMS_CAPS = [
  ...SMS_NUMBER_CAPS.map((cap) => ({ scope: 'number' as const, ...cap })),
  { scope: 'ip' as const, ...SMS_ADDRESS_CAP },
];

export type SmsPurpose = 'register' | 'login' | 'password';
export interface VerificationDeps extends ServiceDeps {
  sms: SmsSender;
}

const messages: Record<Language, (site: string, code: string) => string> = {
  pt: (site, code) => `Seu código ${site} é ${code}. Válido por 5 minutos.`,
  en: (site, code) => `Your ${site} code is ${code}. Valid for 5 minutes.`,
};

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
export const toE164 = (dialing: string, mobile: string) => `+${dialing.replace(/^\+/, '')}${mobile}`;

async function checkCaps(deps: ServiceDeps, key: repository.NumberKey, ip: string): Promise<void> {
  const now = deps.clock();
  for (const cap of SMS_CAPS) {
    const since = new Date(now - cap.windowMs);
    const used =
      cap.scope === 'number'
        ? await repository.countCodesForNumber(deps.db, { ...key, since })
        : await repository.countCodesForIp(deps.db, { merchantId: key.merchantId, ip, since });
    if (used >= cap.max) throw new AppError('sms.rate.limited');
  }
}

/**
 * Sends a 6-digit code (CSPRNG) after a solved captcha, within the caps. The
 * row is written first, under a per-number lock, and deleted again when the
 * provider refuses the message: a code nobody received is never kept.
 */
export async function requestCode(
  deps: VerificationDeps,
  input: { merchantId: number; countryDialingCode: string; mobileNum: string; purpose: SmsPurpose; captchaId: string; captcha: string },
  context: SendContext,
): Promise<{ expirationTime: number }> {
  if (!(await captcha.checkCaptcha(deps, input.captchaId, input.captcha))) throw new AppError('captcha.invalid');
  return sendCode(deps, input, context);
}

export interface SendContext {
  ip: string;
  language: Language;
  onSendFailure?: (reason: string) => void;
}

/**
 * Sends a code within the caps, without a captcha: for a caller that is not anonymous (the back office sending a
 * player a password code, modules/players). `requestCode` is this behind a solved captcha.
 */
export async function sendCode(
  deps: VerificationDeps,
  input: { merchantId: number; countryDialingCode: string; mobileNum: string; purpose: SmsPurpose },
  context: SendContext,
): Promise<{ expirationTime: number }> {
  const key = { merchantId: input.merchantId, countryDialingCode: input.countryDialingCode.replace(/^\+/, ''), mobileNum: input.mobileNum };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const now = deps.clock();
  const expiresAt = now + SMS_CODE_TTL_MS;
  const id = await deps.db.transaction(async (tx) => {
    await repository.lockNumber(tx, key);
    await checkCaps({ ...deps, db: tx }, key, context.ip);
    return repository.insertCode(tx, {
      ...key,
      purpose: input.purpose,
      codeHash: hashCode(salt, code),
      salt,
      ip: context.ip,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
  });
  const siteName = (await merchants.getSetting(deps.db, input.merchantId, 'siteName'))[context.language] || 'Demo Bet';
  try {
    await deps.sms.send(toE164(key.countryDialingCode, key.mobileNum), messages[context.language](siteName, code));
  } catch (error) {
    await repository.deleteCode(deps.db, { id });
    context.onSendFailure?.(error instanceof Error ? error.message : 'unknown');
    throw new AppError('sms.send.failed');
  }
  return { expirationTime: expiresAt };
}

export interface CodeInput {
  merchantId: number;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  code: string;
}

/**
 * Checks the latest code of a number for a purpose without consuming it, so
 * a caller can refuse for its own reasons (set password: same as the old one)
 * and leave the code usable. Each check takes one of the code's 5 attempts
 * before it is evaluated; a code with no attempts left or already used fails
 * without evaluation, one past its expiry answers sms.code.expired.
 */
export async function checkCode(deps: ServiceDeps, input: CodeInput): Promise<{ consume(): Promise<void> }> {
  const key = { merchantId: input.merchantId, countryDialingCode: input.countryDialingCode.replace(/^\+/, ''), mobileNum: input.mobileNum };
  const latest = await repository.latestCode(deps.db, { ...key, purpose: input.purpose });
  if (!latest || latest.consumedAt) throw new AppError('sms.code.invalid');
  const now = new Date(deps.clock());
  if (latest.expiresAt.getTime() <= now.getTime()) throw new AppError('sms.code.expired');
  const attempt = await repository.takeAttempt(deps.db, { id: latest.id, maxAttempts: MAX_ATTEMPTS_PER_CODE, now });
  if (!attempt) throw new AppError('sms.code.invalid');
  const matches = timingSafeEqual(Buffer.from(attempt.codeHash, 'hex'), Buffer.from(hashCode(attempt.salt, input.code), 'hex'));
  if (!matches) throw new AppError('sms.code.invalid');
  return {
    // Only one caller consumes a code, even when two checks raced.
    consume: async () => {
      if (!(await repository.consumeCode(deps.db, { id: latest.id, now: new Date(deps.clock()) }))) throw new AppError('sms.code.invalid');
    },
  };
}

/** Checks and consumes the latest code of a number for a purpose (see checkCode). */
export async function consumeCode(deps: ServiceDeps, input: CodeInput): Promise<void> {
  const code = await checkCode(deps, input);
  await code.consume();
}

/** The latest 20 messages to a number, oldest first (the newest is the last). */
export async function outboxMessages(deps: ServiceDeps, mobileNum: string) {
  const rows = await repository.latestOutbox(deps.db, { mobileNum, limit: 20 });
  return rows.reverse();
}
