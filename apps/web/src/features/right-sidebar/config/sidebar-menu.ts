import type { WhitelabelFlag } from '@app/contract';

export interface SidebarMenuItem {
  /** Contract route id: gives both the path and the translated title. */
  routeId: string;
  /** Shown only when this whitelabel switch is on (SPEC §2 "Promotions menu items"). */
  flag?: WhitelabelFlag;
  /** Shown only to agent sessions (SPEC §6: hidden for 0, 4, 40 and guests). */
  agentOnly?: boolean;
}

export const sidebarMenuItems: readonly SidebarMenuItem[] = [
  { routeId: 'agent', agentOnly: true },
  { routeId: 'rewardCenter', flag: 'REWCEN3' },
  { routeId: 'mall', flag: 'PTSYS3' },
  { routeId: 'gameRecord', flag: 'TRANSBETREPMEM3' },
  { routeId: 'transactionRecord', flag: 'TRANSREC3' },
  { routeId: 'securityCenter', flag: 'SECPRIV' },
  { routeId: 'myAccount', flag: 'MYACC' },
  { routeId: 'activity' },
  { routeId: 'inviteFriends' },
  { routeId: 'message' },
  { routeId: 'notice' },
  { routeId: 'verifyIdentity' },
  { routeId: 'responsibleGaming' },
  { routeId: 'myActivity' },
  { routeId: 'privacy' },
  { routeId: 'help' },
  { routeId: 'set' },
];
