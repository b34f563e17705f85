import { randomInt } from 'node:crypto';
import { DEPOSIT_MEMBER_TYPES } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { SessionContext } from '../auth/auth.service.js';

/** SPEC §6: only member types 0, 1 and 2 move real money in or out; the rest get free_reject. */
export function requireMoneyMember(session: SessionContext): void {
  if (session.isTrial || !(DEPOSIT_MEMBER_TYPES as readonly number[]).includes(session.memberType)) throw new AppError('free.reject');
}

/** Order numbers: a letter for the kind, the UTC date and time, then random digits (unique index backs it). */
export function newOrderNo(kind: 'D' | 'W', now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(2, 14);
  const random = String(randomInt(100_000_000)).padStart(8, '0');
  return `${kind}${stamp}${random}`;
}
