import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './auth.repository.js';

/**
 * Every guess at a secret (a login password, an old password, a payment
 * password) is counted before the secret is checked: a row of
 * `login_failures` is reserved first, then the window's rows are counted.
 * Each insert commits before its count, so among N guesses arriving in
 * parallel the k-th to commit counts at least k rows: whatever the
 * interleaving, no more than `max` of them can see a count within the limit,
 * and a slow argon2 check cannot let a burst through. A guess that is not
 * evaluated (refused by the limit or the captcha) or that proves the secret
 * gives its row back, so only failed and in-flight guesses fill the window.
 * An in-flight guess counts for its account at once, for its address and
 * device only once it failed: many right logins at once behind one address
 * (carrier-grade NAT) must not look like an attack.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export interface AttemptKey {
  merchantId: number;
  /** The account name tried, or a key no login name can take (`old-password:member-7`). */
  usernameLower: string;
  ip: string;
  deviceId?: string | undefined;
}

export interface Reservation {
  id: number;
  /** Rows in the window including this one, per account, address and device. */
  account: number;
  address: number;
  device: number;
}

export async function reserveAttempt(deps: ServiceDeps, key: AttemptKey): Promise<Reservation> {
  const now = deps.clock();
  const since = new Date(now - ATTEMPT_WINDOW_MS);
  const id = await repository.insertFailureReturningId(deps.db, {
    merchantId: key.merchantId,
    usernameLower: key.usernameLower,
    ip: key.ip,
    deviceId: key.deviceId ?? null,
    pending: true,
    createdAt: new Date(now),
  });
  const counts = await repository.countAttempts(deps.db, { ...key, since });
  return { id, ...counts };
}

/**
 * The window's rows now, this guess's own failure included. A failed guess decides on this count, not on its
 * reservation's: guesses refused by the limit give their rows back, so among a parallel burst none of the evaluated
 * guesses may have reserved exactly at the limit, while the failures still reach it once they are all written.
 */
export async function attemptsNow(deps: ServiceDeps, key: AttemptKey): Promise<Omit<Reservation, 'id'>> {
  return repository.countAttempts(deps.db, { ...key, since: new Date(deps.clock() - ATTEMPT_WINDOW_MS) });
}

/** Gives a reservation back: the guess was not evaluated, or it was right. */
export async function releaseAttempt(deps: ServiceDeps, reservation: Pick<Reservation, 'id'>): Promise<void> {
  await repository.deleteFailure(deps.db, { id: reservation.id });
}

/** The guess was checked and wrong: it stays in the window as a failure. */
export async function attemptWrong(deps: ServiceDeps, reservation: Pick<Reservation, 'id'>): Promise<void> {
  await repository.markFailed(deps.db, { id: reservation.id });
}

/** Rows older than the window count for nothing; dropped now and then so the table stays small. */
export async function forgetOldAttempts(deps: ServiceDeps, merchantId: number): Promise<void> {
  await repository.deleteFailuresBefore(deps.db, { merchantId, before: new Date(deps.clock() - ATTEMPT_WINDOW_MS) });
}

/**
 * A secret of a signed-in member (old password, payment password) checked
 * under a per-member limit: at most `max` wrong guesses in the window, then
 * `request.rate.limited` until the oldest leaves it. The check runs only
 * after its guess was counted.
 */
export async function limitedSecretCheck(
  deps: ServiceDeps,
  key: AttemptKey,
  max: number,
  check: () => Promise<boolean>,
): Promise<'ok' | 'incorrect' | 'limited'> {
  const reservation = await reserveAttempt(deps, key);
  if (reservation.account > max) {
    await releaseAttempt(deps, reservation);
    return 'limited';
  }
  if (!(await check())) {
    await attemptWrong(deps, reservation);
    return 'incorrect';
  }
  await releaseAttempt(deps, reservation);
  return 'ok';
}
