/** The card sections of the new template; each member entry belongs to one. */
export type EntryGroup = 'money' | 'account' | 'support';

export const entryGroups: readonly EntryGroup[] = ['money', 'account', 'support'];

const groupOf: Record<string, EntryGroup> = {
  rewardCenter: 'money',
  mall: 'money',
  gameRecord: 'money',
  transactionRecord: 'money',
  activity: 'money',
  inviteFriends: 'money',
  securityCenter: 'account',
  myAccount: 'account',
  verifyIdentity: 'account',
  responsibleGaming: 'account',
  myActivity: 'account',
  privacy: 'account',
  set: 'account',
  message: 'support',
  notice: 'support',
  help: 'support',
};

/** An entry added to the shared menu later lands under support until it is given a section. */
export function entryGroup(routeId: string): EntryGroup {
  return groupOf[routeId] ?? 'support';
}
