import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './auth.repository.js';

/**
 * The failed-login ladder. Failures count per account name (existing or not)
 * and per address over a sliding 15 minutes: from 3 the captcha is required,
 * at 5 on one account the account is locked for 15 minutes.
 *
 * Why strangers cannot lock a real user out for good: the lock expires on its
 * own and is never extended (a locked account's attempts are refused without
 * being evaluated or counted); by the time it expires its failures have left
 * the window, so the owner starts fresh; and every attempt past the third
 * costs a solved captcha, so keeping an account locked takes a human per try.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface AttemptKey {
  merchantId: number;
  usernameLower: string;
  ip: string;
}

export interface LadderState {
  lockedUntil: number | null;
  captchaRequired: boolean;
}

export async function ladderState(deps: ServiceDeps, key: AttemptKey): Promise<LadderState> {
  const now = deps.clock();
  const since = new Date(now - FAILURE_WINDOW_MS);
  const [lock, accountFailures, ipFailures] = await Promise.all([
    repository.findLock(deps.db, key),
    repository.countAccountFailures(deps.db, { ...key, since }),
    repository.countIpFailures(deps.db, { ...key, since }),
  ]);
  const lockedUntil = lock && lock.lockedUntil.getTime() > now ? lock.lockedUntil.getTime() : null;
  return { lockedUntil, captchaRequired: Math.max(accountFailures, ipFailures) >= CAPTCHA_AFTER_FAILURES };
}

/** Records one failure; tells whether the captcha is now required and whether this failure locked the account. */
export async function recordFailure(deps: ServiceDeps, key: AttemptKey): Promise<{ captcha: boolean; locked: boolean }> {
  const now = deps.clock();
  const since = new Date(now - FAILURE_WINDOW_MS);
  await repository.deleteFailuresBefore(deps.db, { merchantId: key.merchantId, before: since });
  await repository.insertFailure(deps.db, { ...key, createdAt: new Date(now) });
  const [accountFailures, ipFailures] = await Promise.all([
    repository.countAccountFailures(deps.db, { ...key, since }),
    repository.countIpFailures(deps.db, { ...key, since }),
  ]);
  const locked = accountFailures >= LOCK_AFTER_FAILURES;
  if (locked) await repository.upsertLock(deps.db, { ...key, lockedUntil: new Date(now + LOCK_MS) });
  return { captcha: Math.max(accountFailures, ipFailures) >= CAPTCHA_AFTER_FAILURES, locked };
}

/** A proven owner (password reset) starts with a clean slate: no failures, no lock. */
export async function clearFailures(deps: ServiceDeps, key: { merchantId: number; usernameLower: string }): Promise<void> {
  await repository.clearAccountFailures(deps.db, key);
}
