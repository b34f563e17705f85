import { useTranslation } from 'react-i18next';
import { isAgentType } from '@app/contract';
import { UserIcon } from '../ui/icons/footer-icons';
import { useVipStatus } from '../../lib/member/vip-status';
import { displayName, useMemberInfo } from '../../lib/session/member-info';
import type { SessionInfo } from '../../lib/session/session-storage';
import './member-profile.css';

interface MemberProfileProps {
  session: SessionInfo | null;
  /** Test ids `<prefix>-username` and `<prefix>-vip` (the level tag). */
  testIdPrefix: string;
  className?: string;
}

/**
 * Avatar, name and VIP label (SPEC §2: nickname else account; clubLabel of
 * member info, or the fresher VIP status); until either arrives the session's
 * user name and a plain VIP tag stand in. Agents do not play, so their tag
 * says agent instead of a VIP level.
 */
export function MemberProfile({ session, testIdPrefix, className }: MemberProfileProps) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const agent = session !== null && isAgentType(session.type);
  // The VIP read when the panel opens is newer than the cached member info.
  const vipName = useVipStatus(!agent).data?.name;
  const name = session ? displayName(info, session.userName) : '';
  const tag = agent ? t('sidebar.agentTag') : vipName || info?.clubLabel.labelName || t('sidebar.vip');
  return (
    <div className={`member-profile ${className ?? ''}`}>
      <div className="member-profile__avatar" aria-hidden="true">
        {session ? name.slice(0, 1).toUpperCase() : <UserIcon size={28} />}
      </div>
      <div className="member-profile__text">
        <p className="member-profile__name" data-testid={`${testIdPrefix}-username`}>
          {session ? name : t('sidebar.visitor')}
        </p>
        {session ? (
          <span className="member-profile__vip" data-testid={`${testIdPrefix}-vip`} data-agent={agent ? 'true' : undefined}>
            {tag}
          </span>
        ) : null}
      </div>
    </div>
  );
}
