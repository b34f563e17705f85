import { VipProgress } from '../../../components/member/vip-progress';
import { useVipStatus } from '../../../lib/member/vip-status';

/** The VIP bar under the profile, on the same hero band; not drawn for agents, who do not play. */
export function SidebarVip() {
  const vip = useVipStatus().data;
  if (!vip) return null;
  return (
    <div className="sidebar-vip">
      <VipProgress vip={vip} testIdPrefix="sidebar" />
    </div>
  );
}
