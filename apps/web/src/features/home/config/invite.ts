import { isAgentType, type SystemStatus } from '@app/contract';
import type { SessionInfo } from '../../../lib/session/session-storage';

/**
 * Whether the REFERRAL promotion is on. Promotions come with issue 7; until a
 * `referral` flag exists the referral scheme counts as enabled
 * (docs/decisions.md).
 */
export function referralEnabled(status: SystemStatus | undefined): boolean {
  const flag = (status?.info as Record<string, unknown> | undefined)?.referral;
  return typeof flag === 'boolean' ? flag : true;
}

/**
 * SPEC §6 invite link: hidden for agents; for visitors and other members a
 * tap goes to /m/login (guests) or the invite page, or, with the referral
 * promotion off, shows the coming-soon toast.
 */
export function inviteAction(session: SessionInfo | null, enabled: boolean): 'hidden' | 'login' | 'invite' | 'comingSoon' {
  if (session && isAgentType(session.type)) return 'hidden';
  if (!enabled) return 'comingSoon';
  return session ? 'invite' : 'login';
}
