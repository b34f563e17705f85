import type { SystemStatus } from '@app/contract';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';

export type MemberCenterTemplate = 'new' | 'base';

/** SPEC §4: the new member-centre template when system status info.mobileTemplate.mem_cen is "1", else the base one. */
export function memberCenterTemplate(status: SystemStatus | undefined): MemberCenterTemplate {
  return status?.info.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
}

export function useMemberCenterTemplate(): MemberCenterTemplate {
  return memberCenterTemplate(useSystemStatus());
}
