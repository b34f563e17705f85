import type { LoginPayload, LoginResult, LoginTwoFactorPayload, SessionInfo } from '@app/contract';
import { AppError, FieldsError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { verifyDummy, verifyPassword } from '../../security/password.js';
import type { BarredScreen } from '../barred/barred-screen.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { disabledRefusal } from '../privacy/closure-gate.js';
import * as protection from '../protection/protection.service.js';
import { consumeProof, proofOf, type PhoneProofDeps } from '../verification/phone-proof.js';
import * as repository from './auth.repository.js';
import { answerChallenge, openChallenge } from './login-challenge.js';
import { admitAttempt, attemptFailed, attemptSucceeded } from './login-ladder.js';
import { twoFactorOn, type TwoFactorDeps } from './second-factor.js';
import { ATTEMPT_WINDOW_MS, limitedSecretCheck } from './secret-attempts.js';
import { issueSession, revoke, revokeOthers, type SessionContext } from './sessions.js';

export { createOptionalSession, createRegularMemberGuard, createSessionGuard } from './auth.guard.js';
export { clearFailures as clearLoginFailures } from './login-ladder.js';
export { savePaymentPassword, verifyPaymentPassword, type PaymentPasswordCheck } from './payment-password.js';
export { revokeAll as revokeAllSessions } from './sessions.js';
export { authenticate, hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SessionContext } from './sessions.js';

export interface Caller {
  merchant: merchants.Merchant;
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
}

/** Trial sessions carry their own merchant code (SPEC §3), so the client keeps them apart from real ones. */
export const trialMerchantCode = (merchantCode: string) => `${merchantCode}_TRIAL`;

/**
 * Logs a member in: a new session, the previous login, and (per merchant setting) the end of other sessions. `barred`
 * (the account deps carry it) refuses a closed account and checks the first login of the day (modules/barred).
 */
export async function startSession(
  deps: ServiceDeps & { barred?: BarredScreen },
  caller: Caller,
  member: members.Member,
): Promise<SessionInfo> {
  await deps.barred?.atLogin(member);
  // Out of time: no login until the period ends (the answer says until when). Paused, excluded or restricted: a
  // withdraw-only session (protection/withdraw-only.ts), so the balance stays withdrawable.
  const refusal = await protection.gate(deps, { merchantId: caller.merchant.id, memberId: member.id }, { touch: false });
  if (refusal && !protection.leavesWithdrawal(refusal)) throw refusal;
  const single = await merchants.getSetting(deps.db, caller.merchant.id, 'singleSession');
  return issueSession(deps, {
    member,
    merchantId: caller.merchant.id,
    merchantCode: member.isTrial ? trialMerchantCode(caller.merchant.code) : caller.merchant.code,
    ip: caller.ip,
    userAgent: caller.userAgent,
    deviceId: caller.deviceId,
    single,
    withdrawOnly: refusal !== null,
  });
}

/**
 * Username login with the failure ladder (login-ladder.ts): the attempt is
 * counted before the password is checked. Unknown names and wrong passwords
 * get the same answer after the same argon2 work.
 */
async function loginWithPassword(deps: ServiceDeps, caller: Caller, payload: Extract<LoginPayload, { type: 'username' }>) {
  const key = {
    merchantId: caller.merchant.id,
    usernameLower: payload.username.trim().toLowerCase(),
    ip: caller.ip,
    deviceId: caller.deviceId,
  };
  const attempt = await admitAttempt(deps, key, payload);
  const member = await members.findByUsername(deps, caller.merchant.id, payload.username);
  const valid = member?.passwordHash ? await verifyPassword(member.passwordHash, payload.password) : await verifyDummy(payload.password);
  if (!member || !valid) return attemptFailed(deps, key, attempt);
  await attemptSucceeded(deps, attempt);
  if (member.status !== 'active') throw await disabledRefusal(deps, { merchantId: caller.merchant.id, memberId: member.id });
  return member;
}

/**
 * Mobile login (whitelabel REGMOBVERF3), the number proved by our SMS code or
 * by the identity provider's phone ID token (type firebase). The proof's own
 * limits bound guessing (a code's 5 attempts; a token's signature), so the
 * password ladder does not apply to either.
 */
async function loginWithPhone(deps: PhoneProofDeps, caller: Caller, payload: Extract<LoginPayload, { type: 'sms' | 'firebase' }>) {
  const whitelabel = await merchants.getSetting(deps.db, caller.merchant.id, 'whitelabel');
  if (!whitelabel.REGMOBVERF3) throw new AppError('permission.denied');
  const mobileNum = payload.type === 'sms' ? payload.mobileNum : payload.firebaseMobileNo;
  const countryDialingCode = members.normalizeDialingCode(payload.countryDialingCode);
  await consumeProof(deps, { merchantId: caller.merchant.id, countryDialingCode, mobileNum, purpose: 'login', proof: proofOf(payload) });
  const member = await members.findByMobile(deps, caller.merchant.id, countryDialingCode, mobileNum);
  if (!member) throw new AppError('login.credentials.invalid');
  if (member.status !== 'active') throw await disabledRefusal(deps, { merchantId: caller.merchant.id, memberId: member.id });
  return member;
}

/**
 * A member proved by password, phone or identity provider: a session, or first the code step when their two-step
 * verification is on (login-challenge.ts).
 */
export async function beginSession(
  deps: ServiceDeps & { barred?: BarredScreen },
  caller: Caller,
  member: members.Member,
): Promise<LoginResult> {
  if (await twoFactorOn(deps, { merchantId: caller.merchant.id, memberId: member.id })) return openChallenge(deps, caller, member.id);
  return startSession(deps, caller, member);
}

export async function login(deps: PhoneProofDeps, caller: Caller, payload: LoginPayload): Promise<LoginResult> {
  const member = payload.type === 'username' ? await loginWithPassword(deps, caller, payload) : await loginWithPhone(deps, caller, payload);
  return beginSession(deps, caller, member);
}

/** The code step: a right code for the challenge opens the session the password step held back. */
export async function loginWithCode(
  deps: PhoneProofDeps & TwoFactorDeps,
  caller: Caller,
  payload: LoginTwoFactorPayload,
): Promise<SessionInfo> {
  const memberId = await answerChallenge(deps, caller, payload);
  const member = await members.findById(deps, caller.merchant.id, memberId);
  if (!member) throw new AppError('two.factor.challenge.invalid');
  if (member.status !== 'active') throw await disabledRefusal(deps, { merchantId: caller.merchant.id, memberId: member.id });
  return startSession(deps, caller, member);
}

export async function startTrial(deps: ServiceDeps, caller: Caller, registerMethod?: string): Promise<SessionInfo> {
  const member = await members.createTrialMember(deps, caller.merchant.id, { ip: caller.ip, registerMethod });
  return startSession(deps, caller, member);
}

export async function logout(deps: ServiceDeps, session: SessionContext): Promise<void> {
  await revoke(deps, session.tokenHash, 'logout');
}

/** Wrong old passwords a member may try in the attempt window before `request.rate.limited`. */
export const OLD_PASSWORD_ATTEMPTS_MAX = 5;

/**
 * Changing the password ends every other session: a thief holding one loses
 * it. The old password is a secret like the login's: each guess is counted
 * before it is checked, at most 5 wrong in the window.
 */
export async function changePassword(
  deps: ServiceDeps,
  session: SessionContext,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const member = await members.findById(deps, session.merchantId, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const hash = member.passwordHash;
  const key = { merchantId: session.merchantId, usernameLower: `old-password:member-${session.memberId}`, ip: 'old-password' };
  const check = hash
    ? await limitedSecretCheck(deps, key, OLD_PASSWORD_ATTEMPTS_MAX, () => verifyPassword(hash, input.oldPassword))
    : 'incorrect';
  if (check === 'limited') throw new AppError('request.rate.limited', { retryAfterMs: ATTEMPT_WINDOW_MS });
  if (check === 'incorrect') throw new AppError('password.old.incorrect');
  if (input.newPassword === input.oldPassword) throw new AppError('modify.new.old.same');
  if (input.newPassword !== input.confirmNewPassword) {
    throw new FieldsError([{ path: 'confirmNewPassword', key: 'in_confirmation_correct' }]);
  }
  await members.setPassword(deps, session.merchantId, session.memberId, input.newPassword);
  await revokeOthers(deps, session, 'password_changed');
}

/** The member's latest logins, newest first (security centre). */
export function recentLogins(deps: ServiceDeps, session: SessionContext, limit: number) {
  return repository.recentLogins(deps.db, { merchantId: session.merchantId, memberId: session.memberId, limit });
}

/** "Last login" as the member reads it: the one before the session they are using now. */
export function loginBeforeCurrent(deps: ServiceDeps, session: SessionContext) {
  return repository.loginBeforeSession(deps.db, session);
}

/** Device ids a member has used (referral self-referral rule). */
export function deviceIdsOf(deps: Pick<ServiceDeps, 'db'>, merchantId: number, memberId: number) {
  return repository.deviceIdsOf(deps.db, { merchantId, memberId });
}

/** Until when an account name's sign-in is locked (the login ladder's lock), or null when it is not locked now. */
export async function loginLockOf(deps: ServiceDeps, key: { merchantId: number; usernameLower: string }): Promise<Date | null> {
  const lock = await repository.findLock(deps.db, key);
  return lock && lock.lockedUntil.getTime() > deps.clock() ? lock.lockedUntil : null;
}
