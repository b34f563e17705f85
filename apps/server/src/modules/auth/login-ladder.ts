import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as captcha from '../captcha/captcha.service.js';
import * as repository from './auth.repository.js';
import {
  ATTEMPT_WINDOW_MS,
  attemptWrong,
  forgetOldAttempts,
  releaseAttempt,
  reserveAttempt,
  type AttemptKey,
  type Reservation,
} from './secret-attempts.js';

/**
 * The login ladder. Every attempt is counted (secret-attempts.ts) before its
 * password is checked, per account name (existing or not), per device and per
 * address, over a sliding 15 minutes:
 * - per account, strict: from the 4th attempt the captcha is required, and the
 *   5th failure locks the account for 15 minutes; so at most 5 passwords of one
 *   account are evaluated in a window, whatever arrives in parallel;
 * - per device (the browser's x-device-id), strict: the captcha from the 4th;
 * - per address, loose: carrier-grade NAT puts thousands of Brazilian phones
 *   behind one address, so its failures ask for the captcha only from the 31st
 *   (a credential-stuffing run from one address still meets it quickly).
 *
 * Why strangers cannot lock a real user out for good: the lock expires on its
 * own and is never extended (a locked account's attempts are refused without
 * being evaluated or counted); by the time it expires its failures have left
 * the window, so the owner starts fresh; and every attempt past the third
 * costs a solved captcha (an attempt without one is not counted), so keeping
 * an account locked takes a human per try.
 */
export const FAILURE_WINDOW_MS = ATTEMPT_WINDOW_MS;
export const CAPTCHA_AFTER_FAILURES = 3;
export const ADDRESS_CAPTCHA_AFTER_FAILURES = 30;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export type LoginAttemptKey = Required<Pick<AttemptKey, 'merchantId' | 'usernameLower' | 'ip'>> & { deviceId?: string | undefined };

/**
 * Whether an attempt must carry a solved captcha, given its account's attempts
 * (itself included) and its address's and device's earlier failures.
 */
const needsCaptcha = (r: Pick<Reservation, 'account' | 'address' | 'device'>) =>
  r.account > CAPTCHA_AFTER_FAILURES || r.device >= CAPTCHA_AFTER_FAILURES || r.address >= ADDRESS_CAPTCHA_AFTER_FAILURES;

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/**
 * Admits one login attempt to the password check, or refuses it without
 * evaluating it: locked, over the limit, or missing its captcha (answered
 * `captcha.required`, so a client that never showed one shows it now) or with
 * a wrong one. Whatever it refuses, it does not count.
 */
export async function admitAttempt(deps: ServiceDeps, key: LoginAttemptKey, answer: CaptchaAnswer): Promise<Reservation> {
  const lock = await repository.findLock(deps.db, key);
  if (lock && lock.lockedUntil.getTime() > deps.clock()) {
    throw new AppError('login.account.locked', { retryAfterMs: lock.lockedUntil.getTime() - deps.clock() });
  }
  const reservation = await reserveAttempt(deps, key);
  const refuse = async (error: AppError): Promise<never> => {
    await releaseAttempt(deps, reservation);
    throw error;
  };
  if (reservation.account > LOCK_AFTER_FAILURES) await refuse(new AppError('login.account.locked', { captcha: true }));
  if (needsCaptcha(reservation)) {
    if (!answer.captchaId || !answer.captcha) await refuse(new AppError('captcha.required', { captcha: true }));
    if (!(await captcha.checkCaptcha(deps, answer.captchaId, answer.captcha)))
      await refuse(new AppError('captcha.invalid', { captcha: true }));
  }
  return reservation;
}

/** The password was right: the attempt gives its row back (a success is no failure). */
export const attemptSucceeded = releaseAttempt;

/**
 * The password was wrong: the row stays. The failure that makes the 5th locks
 * the account; the answer says whether the next attempt needs the captcha.
 */
export async function attemptFailed(deps: ServiceDeps, key: LoginAttemptKey, reservation: Reservation): Promise<never> {
  await attemptWrong(deps, reservation);
  await forgetOldAttempts(deps, key.merchantId);
  if (reservation.account >= LOCK_AFTER_FAILURES) {
    await lockLogin(deps, key);
    throw new AppError('login.account.locked', { captcha: true });
  }
  const next = { account: reservation.account + 1, address: reservation.address + 1, device: key.deviceId ? reservation.device + 1 : 0 };
  throw new AppError('login.credentials.invalid', needsCaptcha(next) ? { captcha: true } : undefined);
}

/** Locks an account name's sign-in for LOCK_MS (the 5th failure; an operator's 5th wrong second-factor code). */
export async function lockLogin(deps: ServiceDeps, key: { merchantId: number; usernameLower: string }): Promise<void> {
  await repository.upsertLock(deps.db, { ...key, lockedUntil: new Date(deps.clock() + LOCK_MS) });
}

/** A proven owner (password reset) starts with a clean slate: no failures, no lock. */
export async function clearFailures(deps: ServiceDeps, key: { merchantId: number; usernameLower: string }): Promise<void> {
  await repository.clearAccountFailures(deps.db, key);
}
