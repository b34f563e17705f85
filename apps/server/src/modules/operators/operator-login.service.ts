import type { OperatorLoginBody, OperatorLoginStep } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { verifyDummy, verifyPassword } from '../../security/password.js';
import { admitAttempt, attemptFailed, attemptSucceeded, LOCK_AFTER_FAILURES, LOCK_MS, lockLogin } from '../auth/login-ladder.js';
import { attemptsNow, attemptWrong, releaseAttempt, reserveAttempt } from '../auth/secret-attempts.js';
import type { SecretSealer } from '../../security/secret-sealer.js';
import { liveSession, openSession, endSession, type Caller } from './operator-sessions.js';
import * as repository from './operators.repository.js';
import { checkTotp, newTotpSecret, totpUri } from '../../security/totp.js';

export interface OperatorAuthDeps extends ServiceDeps {
  sealer: SecretSealer;
}

export interface LoginCaller extends Caller {
  deviceId?: string | undefined;
}

/** Operator names share the players' attempt table under a key no player name can take (player names have no colon). */
export const operatorLoginKey = (usernameLower: string) => `operator:${usernameLower}`;

/**
 * Step one: the password, through the players' login ladder (every attempt counted before it is checked; the
 * captcha from the 4th, a 15-minute lock at the 5th failure). A right password gives a five-minute ticket, with a
 * fresh TOTP secret when the operator has none yet (enrolment: the first code confirms it).
 */
export async function passwordStep(
  deps: OperatorAuthDeps,
  merchant: { id: number; name: string },
  caller: LoginCaller,
  body: OperatorLoginBody,
): Promise<OperatorLoginStep> {
  const usernameLower = body.username.toLowerCase();
  const key = { merchantId: merchant.id, usernameLower: operatorLoginKey(usernameLower), ip: caller.ip, deviceId: caller.deviceId };
  const attempt = await admitAttempt(deps, key, body);
  const operator = await repository.findOperatorByName(deps.db, merchant.id, usernameLower);
  const usable = operator?.status === 'active' ? operator : undefined;
  const valid = usable ? await verifyPassword(usable.passwordHash, body.password) : await verifyDummy(body.password);
  if (!valid || !usable) return attemptFailed(deps, key, attempt);
  await attemptSucceeded(deps, attempt);
  const ticket = await openSession(deps, usable, 'ticket', caller);
  if (usable.totpSecret) return { next: 'totp', ticket };
  const secret = newTotpSecret();
  await repository.updateOperator(deps.db, usable.id, { totpPending: deps.sealer.seal(secret) });
  return { next: 'enrol', ticket, secret, otpauthUri: totpUri(secret, `${merchant.name} back office`, usable.username) };
}

/**
 * Step two: the code. Every code is counted before it is checked (five wrong codes in 15 minutes lock the sign-in
 * for 15 minutes and end the ticket); a code is good once. The first code of an enrolment confirms the secret.
 */
export async function totpStep(deps: OperatorAuthDeps, merchantId: number, caller: Caller, ticket: string, code: string) {
  const session = await liveSession(deps, ticket, merchantId, 'ticket');
  const operator = await repository.findOperator(deps.db, merchantId, session.operatorId);
  if (!operator || operator.status !== 'active') throw new AppError('operator.ticket.invalid');
  const key = { merchantId, usernameLower: `operator-totp:${operator.id}`, ip: caller.ip };
  const reservation = await reserveAttempt(deps, key);
  if (reservation.account > LOCK_AFTER_FAILURES) {
    await releaseAttempt(deps, reservation);
    throw new AppError('login.account.locked', { retryAfterMs: LOCK_MS });
  }
  const sealed = operator.totpSecret ?? operator.totpPending;
  const secret = sealed ? deps.sealer.open(sealed) : undefined;
  const step = secret ? await checkTotp(secret, code, deps.clock(), operator.totpLastStep) : undefined;
  if (step === undefined || !(await repository.takeTotpStep(deps.db, operator.id, step))) {
    await attemptWrong(deps, reservation);
    if ((await attemptsNow(deps, key)).account >= LOCK_AFTER_FAILURES) {
      await lockLogin(deps, { merchantId, usernameLower: operatorLoginKey(operator.usernameLower) });
      await endSession(deps, ticket, 'too many codes');
    }
    throw new AppError('operator.totp.invalid');
  }
  await releaseAttempt(deps, reservation);
  await endSession(deps, ticket, 'second factor given');
  const now = new Date(deps.clock());
  const enrolled = operator.totpSecret ? {} : { totpSecret: operator.totpPending, totpPending: null };
  await repository.updateOperator(deps.db, operator.id, { ...enrolled, lastLoginAt: now });
  return { token: await openSession(deps, operator, 'full', caller), operatorId: operator.id };
}
