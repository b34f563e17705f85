import type { PrivacyClosureBody } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../security/password.js';
import { ATTEMPT_WINDOW_MS, limitedSecretCheck } from '../auth/secret-attempts.js';
import { revokeAll } from '../auth/sessions.js';
import * as members from '../members/members.service.js';
import { closureRefusals, closureStanding } from './closure-rules.js';
import type { MemberKey, PrivacyDeps } from './privacy.deps.js';
import * as repo from './privacy.repository.js';

/** Wrong passwords a member may try in the attempt window before `request.rate.limited`, as for the old password. */
export const CLOSURE_PASSWORD_ATTEMPTS_MAX = 5;

/** The password again: a guess is counted before it is checked (secret-attempts.ts), at most 5 wrong in the window. */
async function checkPassword(deps: PrivacyDeps, key: MemberKey, password: string | undefined): Promise<void> {
  const member = await members.findById(deps, key.merchantId, key.memberId);
  if (!member) throw new AppError('login.not.session');
  const hash = member.passwordHash;
  // An account opened by a Google or Facebook sign-in has no password: its fresh session is the proof.
  if (!hash) return;
  if (password === undefined) throw new AppError('privacy.password.incorrect');
  const attempt = { merchantId: key.merchantId, usernameLower: `privacy-closure:member-${key.memberId}`, ip: 'privacy-closure' };
  const check = await limitedSecretCheck(deps, attempt, CLOSURE_PASSWORD_ATTEMPTS_MAX, () => verifyPassword(hash, password));
  if (check === 'limited') throw new AppError('request.rate.limited', { retryAfterMs: ATTEMPT_WINDOW_MS });
  if (check === 'incorrect') throw new AppError('privacy.password.incorrect');
}

/**
 * The player asks to close their account (LGPD art. 18 VI). Refused while they hold money or wait for a withdrawal
 * (closure-rules.ts). Once recorded the account is disabled in the same transaction (no login, no bet, nothing
 * reaches it) and every session ends; an operator then processes it (anonymises) or refuses it in the back office.
 */
export async function requestClosure(deps: PrivacyDeps, key: MemberKey, body: PrivacyClosureBody): Promise<void> {
  await checkPassword(deps, key, body.password);
  const [refusal] = closureRefusals(await closureStanding(deps, key));
  if (refusal) throw refusal;
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, key);
    if (await repo.liveClosure(tx, key)) throw new AppError('privacy.closure.exists');
    await repo.insertRequest(tx, { ...key, kind: 'closure', status: 'pending', requestedAt: now, reason: body.reason || null });
    await members.setStatus({ ...deps, db: tx }, key.merchantId, key.memberId, 'disabled');
  });
  await revokeAll(deps, key, 'closure');
}
