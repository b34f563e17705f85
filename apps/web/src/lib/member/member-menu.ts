import type { WhitelabelFlag } from '@app/contract';

export interface MemberMenuItem {
  /** Contract route id: gives both the path and the translated title. */
  routeId: string;
  /** Shown only when this whitelabel switch is on (SPEC §2 "Promotions menu items"). */
  flag?: WhitelabelFlag;
  /** Shown only to agent sessions (SPEC §6: hidden for 0, 4, 40 and guests). */
  agentOnly?: boolean;
  /**
   * Hidden from agents: they run a team and do not play, so the points mall
   * (points come from stakes) means nothing to them, and SPEC §6 gives them no
   * invite link (their agency centre opens accounts instead).
   */
  playerOnly?: boolean;
}

/**
 * The member entries of the right sidebar and of the member centre
 * (/m/member/home): one list, so a whitelabel switch or a new page shows or
 * hides the entry in both places at once.
 */
export const memberMenuItems: readonly MemberMenuItem[] = [
  { routeId: 'agent', agentOnly: true },
  { routeId: 'rewardCenter', flag: 'REWCEN3' },
  { routeId: 'mall', flag: 'PTSYS3', playerOnly: true },
  { routeId: 'gameRecord', flag: 'TRANSBETREPMEM3' },
  { routeId: 'transactionRecord', flag: 'TRANSREC3' },
  { routeId: 'securityCenter', flag: 'SECPRIV' },
  { routeId: 'myAccount', flag: 'MYACC' },
  { routeId: 'activity' },
  { routeId: 'inviteFriends', playerOnly: true },
  { routeId: 'message' },
  { routeId: 'notice' },
  { routeId: 'verifyIdentity' },
  { routeId: 'responsibleGaming' },
  { routeId: 'myActivity' },
  { routeId: 'privacy' },
  { routeId: 'help' },
  { routeId: 'set' },
];
