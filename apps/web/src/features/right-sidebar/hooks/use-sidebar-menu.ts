import { isAgentType, type Whitelabel } from '@app/contract';
import { useSession } from '../../../lib/session/session-store';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { sidebarMenuItems, type SidebarMenuItem } from '../config/sidebar-menu';

/** The menu entries this visitor may see, per whitelabel switches and member type. */
export function useSidebarMenu(): readonly SidebarMenuItem[] {
  const session = useSession();
  const whitelabel: Partial<Whitelabel> = useSystemStatus()?.info.whitelabel ?? {};
  const isAgent = session !== null && isAgentType(session.type);
  return sidebarMenuItems.filter((item) => (!item.flag || whitelabel[item.flag] === true) && (!item.agentOnly || isAgent));
}
