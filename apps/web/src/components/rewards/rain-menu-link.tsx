import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../ui/icons/nav-icons';
import { rainAnnouncement, useRainForEntries } from '../../lib/rewards/rain-status';
import { routePath } from '../../lib/routing/route-path';
import { registerRainEntryTexts } from './rain-entry-texts';
import './rain-entry.css';

registerRainEntryTexts();

/**
 * The side menu's entry to /m/redRain, for members while a rain falls or one is scheduled; marked "now" while
 * an envelope waits. Renders a list item (the menu is a list). Test ids: sidebar-link-redRain, rain-menu-live.
 */
export function RainMenuLink({ className }: { className: string }) {
  const { t } = useTranslation('rainEntry');
  const rain = useRainForEntries();
  const status = rain.data;
  if (!rain.isEnabled || !status || (!status.live && !status.next)) return null;
  const live = rainAnnouncement(status)?.kind === 'live';
  return (
    <li>
      <Link to={routePath('redRain')} className={className} data-testid="sidebar-link-redRain">
        <span>
          {t('routes:redRain')}
          {live ? (
            <span className="rain-menu__live" data-testid="rain-menu-live">
              {t('liveBadge')}
            </span>
          ) : null}
        </span>
        <ChevronRightIcon size={18} />
      </Link>
    </li>
  );
}
