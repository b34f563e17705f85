import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RainMenuLink } from '../../../components/rewards/rain-menu-link';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { useMemberMenu } from '../../../lib/member/use-member-menu';
import { useInviteEntry } from '../../../lib/referral/invite-entry';
import { routePath } from '../../../lib/routing/route-path';

/** The shared member entries (lib/member/member-menu: agents see no invite entry and no mall). */
export function SidebarMenu() {
  const { t } = useTranslation();
  const invite = useInviteEntry();
  const items = useMemberMenu();
  return (
    <nav aria-label={t('sidebar.menu')}>
      <ul className="sidebar-menu">
        {/* First while a rain is falling or scheduled: the side menu is where members look for it. */}
        <RainMenuLink className="sidebar-menu__link" />
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
