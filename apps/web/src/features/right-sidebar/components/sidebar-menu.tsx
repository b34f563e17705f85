import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { useInviteEntry } from '../../../lib/referral/invite-entry';
import { routePath } from '../../../lib/routing/route-path';
import { useSidebarMenu } from '../hooks/use-sidebar-menu';

export function SidebarMenu() {
  const { t } = useTranslation();
  const invite = useInviteEntry();
  // SPEC §6: no invite entry for agents.
  const items = useSidebarMenu().filter((item) => item.routeId !== 'inviteFriends' || invite.action !== 'agent');
  return (
    <nav aria-label={t('sidebar.menu')}>
      <ul className="sidebar-menu">
        {items.map((item) => (
          <li key={item.routeId}>
            <Link
              to={routePath(item.routeId)}
              className="sidebar-menu__link"
              data-testid={`sidebar-link-${item.routeId}`}
              onClick={(event) => {
                if (item.routeId !== 'inviteFriends' || invite.action === 'invite') return;
                event.preventDefault();
                invite.open();
              }}
            >
              <span>{t(`routes:${item.routeId}`)}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
