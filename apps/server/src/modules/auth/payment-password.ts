import type { PaymentPasswordPayload } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { verifyPassword } from '../../security/password.js';
import * as members from '../members/members.service.js';
import { ATTEMPT_WINDOW_MS, limitedSecretCheck } from './secret-attempts.js';
import type { SessionContext } from './sessions.js';

/**
 * A payment password has only 6 digits (10^6 guesses), so wrong ones are
 * limited per member: 5 in a sliding 15 minutes, then `request.rate.limited`
 * until the oldest leaves the window. Each guess is counted before it is
 * checked (secret-attempts.ts), under a key no login name can take (login
 * names have at most 20 characters) and an address no client has, so these
 * rows never count toward the login ladder.
 */
export const PAYMENT_ATTEMPT_WINDOW_MS = ATTEMPT_WINDOW_MS;
export const PAYMENT_ATTEMPTS_MAX = 5;

export type PaymentPasswordCheck = 'ok' | 'not_set' | 'incorrect';

async function limitedCheck(deps: ServiceDeps, merchantId: number, memberId: number, check: () => Promise<boolean>) {
  const key = { merchantId, usernameLower: `payment-password:member-${memberId}`, ip: 'payment-password' };
  const result = await limitedSecretCheck(deps, key, PAYMENT_ATTEMPTS_MAX, check);
  if (result === 'limited') throw new AppError('request.rate.limited', { retryAfterMs: PAYMENT_ATTEMPT_WINDOW_MS });
  return result;
}

/**
 * For callers that spend money (withdrawals): 'not_set' when the member has
 * none, else the check under the shared attempt limit. Throws AppError
 * `request.rate.limited` (429) after 5 wrong attempts in 15 minutes.
 */
export async function verifyPaymentPassword(deps: ServiceDeps, memberId: number, password: string): Promise<PaymentPasswordCheck> {
  const row = await members.paymentPasswordOf(deps, memberId);
  const hash = row?.paymentPasswordHash;
  if (!row || !hash) return 'not_set';
  return limitedCheck(deps, row.merchantId, memberId, () => verifyPassword(hash, password));
}

/** Sets the first payment password, or changes it given the current one. Trial members are refused by the route guard. */
export async function savePaymentPassword(deps: ServiceDeps, session: SessionContext, input: PaymentPasswordPayload): Promise<void> {
  const row = await members.paymentPasswordOf(deps, session.memberId);
  if (!row || row.merchantId !== session.merchantId) throw new AppError('login.not.session');
  const current = row.paymentPasswordHash;
  if (current) {
    if (!input.currentPaymentPassword) throw new AppError('payment.password.required');
    const given = input.currentPaymentPassword;
    const result = await limitedCheck(deps, row.merchantId, session.memberId, () => verifyPassword(current, given));
    if (result === 'incorrect') throw new AppError('payment.password.incorrect');
    if (given === input.paymentPassword) throw new AppError('modify.new.old.same');
  }
  const replaced = await members.replacePaymentPassword(deps, {
    merchantId: session.merchantId,
    id: session.memberId,
    expected: current,
    paymentPassword: input.paymentPassword,
  });
  // Someone set or changed it between our read and write: the caller must prove the new current one.
  if (!replaced) throw new AppError(current ? 'payment.password.incorrect' : 'payment.password.required');
}
