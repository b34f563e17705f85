import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons/footer-icons';
import type { SessionInfo } from '../../../lib/session/session-storage';

/**
 * Avatar, name and VIP label. Nickname and club label come with the member
 * info call; until then the account name and a plain VIP tag stand in.
 */
export function SidebarProfile({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation();
  return (
    <div className="sidebar-profile">
      <div className="sidebar-profile__avatar" aria-hidden="true">
        {session ? session.userName.slice(0, 1).toUpperCase() : <UserIcon size={28} />}
      </div>
      <div className="sidebar-profile__text">
        <p className="sidebar-profile__name" data-testid="sidebar-username">
          {session ? session.userName : t('sidebar.visitor')}
        </p>
        {session ? (
          <span className="sidebar-profile__vip" data-testid="sidebar-vip">
            {t('sidebar.vip')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
