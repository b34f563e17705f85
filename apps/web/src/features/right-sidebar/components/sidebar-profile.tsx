import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons/footer-icons';
import { displayName, useMemberInfo } from '../../../lib/session/member-info';
import type { SessionInfo } from '../../../lib/session/session-storage';
import { useVipStatus } from '../api/vip-status';

/**
 * Avatar, name and VIP label (SPEC §2: clubLabel of member info, or the fresher
 * VIP status); until either arrives the
 * session's user name and a plain VIP tag stand in.
 */
export function SidebarProfile({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  // The VIP read when the sidebar opens is newer than the cached member info.
  const vipName = useVipStatus().data?.name;
  const name = session ? displayName(info, session.userName) : '';
  return (
    <div className="sidebar-profile">
      <div className="sidebar-profile__avatar" aria-hidden="true">
        {session ? name.slice(0, 1).toUpperCase() : <UserIcon size={28} />}
      </div>
      <div className="sidebar-profile__text">
        <p className="sidebar-profile__name" data-testid="sidebar-username">
          {session ? name : t('sidebar.visitor')}
        </p>
        {session ? (
          <span className="sidebar-profile__vip" data-testid="sidebar-vip">
            {vipName || info?.clubLabel.labelName || t('sidebar.vip')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
