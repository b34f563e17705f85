import { DEPOSIT_TYPES, TRIAL_TYPE } from '@app/contract';
import type { SessionInfo } from '../session/session-storage';

/** SPEC §9/§6: free_reject shows 2 s for deposit, 1 s for inbox and chat. */
export const FREE_REJECT_MS = { deposit: 2000, inbox: 1000 } as const;

export function isTrialSession(session: SessionInfo | null): boolean {
  return session?.type === TRIAL_TYPE;
}

/** SPEC §6: deposit allowed only for member types 0, 1 and 2. */
export function mayDeposit(session: SessionInfo | null): boolean {
  return session !== null && (DEPOSIT_TYPES as readonly number[]).includes(session.type);
}

/**
 * The refusal a signed-in member gets for a route, or null: deposit for every
 * type but 0/1/2, inbox and chat for trial members.
 */
export function memberRefusal(routeId: string, session: SessionInfo | null): { durationMs: number } | null {
  if (!session) return null;
  if (routeId === 'voucherCenter' && !mayDeposit(session)) return { durationMs: FREE_REJECT_MS.deposit };
  if (routeId === 'webEmail' && isTrialSession(session)) return { durationMs: FREE_REJECT_MS.inbox };
  return null;
}

/** The footer's items: 'deposit' per the deposit rule, 'chat' refused to trial members (1 s). */
export function footerRefusal(itemName: string, session: SessionInfo | null): { durationMs: number } | null {
  if (itemName === 'deposit') return memberRefusal('voucherCenter', session);
  if (itemName === 'chat' && isTrialSession(session)) return { durationMs: FREE_REJECT_MS.inbox };
  return null;
}
