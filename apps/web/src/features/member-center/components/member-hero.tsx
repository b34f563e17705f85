import { isAgentType } from '@app/contract';
import { MemberProfile } from '../../../components/member/member-profile';
import { VipProgress } from '../../../components/member/vip-progress';
import { useVipStatus } from '../../../lib/member/vip-status';
import { useSession } from '../../../lib/session/session-store';

/**
 * Avatar, name, level tag and, for players, the progress to the next VIP
 * level; agents do not play, so they get neither a VIP level nor its call.
 * Test ids: member-username, member-vip, member-vip-progress, member-vip-next.
 */
export function MemberHero({ className }: { className: string }) {
  const session = useSession();
  const agent = session !== null && isAgentType(session.type);
  const vip = useVipStatus(!agent).data;
  return (
    <section className={className} data-testid="member-hero">
      <MemberProfile session={session} testIdPrefix="member" />
      {vip && !agent ? <VipProgress vip={vip} testIdPrefix="member" /> : null}
    </section>
  );
}
