import { randomBytes } from 'node:crypto';
import type { LoginTwoFactorPayload, TwoFactorChallenge } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { ATTEMPT_WINDOW_MS, attemptsNow, attemptWrong, releaseAttempt, reserveAttempt, type AttemptKey } from './secret-attempts.js';
import { proveSecondFactor, type TwoFactorDeps } from './second-factor.js';
import { hashToken } from './sessions.js';
import * as repository from './two-factor.repository.js';

/** The code step of a login: five minutes, five codes; a member's codes over all their challenges, ten in the window. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CODES_PER_CHALLENGE = 5;
export const CODES_PER_MEMBER = 10;

interface ChallengeCaller {
  merchant: { id: number };
  ip: string;
  deviceId?: string | undefined;
}

/** The member's codes share one count under a key no login name can take (names have no colon). */
const memberKey = (caller: ChallengeCaller, memberId: number): AttemptKey => ({
  merchantId: caller.merchant.id,
  usernameLower: `two-factor-login:member-${memberId}`,
  ip: caller.ip,
  deviceId: caller.deviceId,
});

const locked = () => new AppError('login.account.locked', { retryAfterMs: ATTEMPT_WINDOW_MS });

/**
 * A right password of a member with two-step verification: no session, a challenge (256 random bits, only its hash
 * kept) that the code step answers. A member whose codes are used up for the window is told so now, not after a code.
 */
export async function openChallenge(deps: ServiceDeps, caller: ChallengeCaller, memberId: number): Promise<TwoFactorChallenge> {
  if ((await attemptsNow(deps, memberKey(caller, memberId))).account >= CODES_PER_MEMBER) throw locked();
  const challenge = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now + CHALLENGE_TTL_MS);
  await repository.deleteChallengesBefore(deps.db, { merchantId: caller.merchant.id, before: new Date(now - ATTEMPT_WINDOW_MS) });
  await repository.insertChallenge(deps.db, {
    tokenHash: hashToken(challenge),
    merchantId: caller.merchant.id,
    memberId,
    deviceId: caller.deviceId ?? null,
    createdAt: new Date(now),
    expiresAt,
  });
  return { twoFactor: { challenge, expiresAt: expiresAt.toISOString() } };
}

/**
 * Answers a challenge with a code; returns the member whose session may open. Every code is counted before it is
 * checked, twice: on its challenge (one conditional update, so parallel codes cannot pass the limit) and on the
 * member's window (secret-attempts.ts). The challenge's last wrong code ends it; the member's last one ends all of
 * theirs until the window frees: the member logs in again. A right code ends the challenge (one session per challenge).
 */
export async function answerChallenge(deps: TwoFactorDeps, caller: ChallengeCaller, payload: LoginTwoFactorPayload): Promise<number> {
  const tokenHash = hashToken(payload.challenge);
  const now = new Date(deps.clock());
  const merchantId = caller.merchant.id;
  const counted = await repository.countChallengeAttempt(deps.db, { tokenHash, merchantId, now, max: CODES_PER_CHALLENGE });
  // The code must come from the browser that gave the password.
  if (!counted || (counted.deviceId !== null && counted.deviceId !== caller.deviceId)) throw new AppError('two.factor.challenge.invalid');
  const key = memberKey(caller, counted.memberId);
  const reservation = await reserveAttempt(deps, key);
  if (reservation.account > CODES_PER_MEMBER) {
    await releaseAttempt(deps, reservation);
    await repository.endMemberChallenges(deps.db, { merchantId, memberId: counted.memberId, at: now, reason: 'locked' });
    throw locked();
  }
  if (!(await proveSecondFactor(deps, { merchantId, memberId: counted.memberId }, payload.code))) {
    await attemptWrong(deps, reservation);
    if ((await attemptsNow(deps, key)).account >= CODES_PER_MEMBER) {
      await repository.endMemberChallenges(deps.db, { merchantId, memberId: counted.memberId, at: now, reason: 'locked' });
      throw locked();
    }
    if (counted.attempts >= CODES_PER_CHALLENGE) {
      await repository.endChallenge(deps.db, { tokenHash, at: now, reason: 'attempts' });
      throw new AppError('two.factor.attempts.exceeded');
    }
    throw new AppError('two.factor.code.invalid', { attemptsLeft: CODES_PER_CHALLENGE - counted.attempts });
  }
  await releaseAttempt(deps, reservation);
  if (!(await repository.endChallenge(deps.db, { tokenHash, at: now, reason: 'used' }))) throw new AppError('two.factor.challenge.invalid');
  return counted.memberId;
}
