import { PAYOUT_DEADLINE_MINUTES } from '@app/contract';
import type { WithdrawalStatusValue } from './withdrawals.repository.js';

/*
 * Winnings asked for are paid within PAYOUT_DEADLINE_MINUTES of the request (Portaria SPA/MF 615/2024) under a
 * profile with the `payout_deadline` duty. Lateness is computed from the request time whenever it is read: no timer
 * marks it, so the flag, the queue's filter and the dashboard's count always agree with the clock.
 */

const DEADLINE_MS = PAYOUT_DEADLINE_MINUTES * 60_000;

/** Requested before this instant and still unpaid: late (the queue's filter and the dashboard's count). */
export const lateBefore = (now: number) => new Date(now - DEADLINE_MS);

const OPEN: readonly WithdrawalStatusValue[] = ['pending', 'approved'];

/** The payout's due time and whether it is past it unpaid; null and false where no deadline applies. */
export function deadlineOf(row: { status: WithdrawalStatusValue; createdAt: Date }, applies: boolean, now: number) {
  if (!applies) return { payBy: null, late: false };
  const due = row.createdAt.getTime() + DEADLINE_MS;
  return { payBy: new Date(due).toISOString(), late: OPEN.includes(row.status) && now >= due };
}
