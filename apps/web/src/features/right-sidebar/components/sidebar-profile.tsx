import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons/footer-icons';
import { displayName, useMemberInfo } from '../../../lib/session/member-info';
import type { SessionInfo } from '../../../lib/session/session-storage';

/**
 * Avatar, name and VIP label from member info (SPEC §2); until it arrives the
 * session's user name and a plain VIP tag stand in.
 */
export function SidebarProfile({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
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
            {info?.clubLabel.labelName || t('sidebar.vip')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
