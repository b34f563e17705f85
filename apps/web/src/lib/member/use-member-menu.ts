import { isAgentType, type Whitelabel } from '@app/contract';
import { useSession } from '../session/session-store';
import { useSystemStatus } from '../system-status/use-system-status';
import { memberMenuItems, type MemberMenuItem } from './member-menu';

/** Whether an entry shows, per whitelabel switches and member type (agents: agentOnly yes, playerOnly no). */
export function memberMenuVisible(item: MemberMenuItem, whitelabel: Partial<Whitelabel>, isAgent: boolean): boolean {
  if (item.flag && whitelabel[item.flag] !== true) return false;
  if (item.agentOnly && !isAgent) return false;
  return !(item.playerOnly && isAgent);
}

/** The member entries this visitor may see, in the sidebar and the member centre alike. */
export function useMemberMenu(): readonly MemberMenuItem[] {
  const session = useSession();
  const whitelabel: Partial<Whitelabel> = useSystemStatus()?.info.whitelabel ?? {};
  const isAgent = session !== null && isAgentType(session.type);
  return memberMenuItems.filter((item) => memberMenuVisible(item, whitelabel, isAgent));
}
