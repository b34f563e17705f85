import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gameMenuItems, HOME_PATH, isHomePath } from '@app/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { CategoryIcon } from '../../../components/ui/icons/category-icons';
import { CloseIcon } from '../../../components/ui/icons/nav-icons';
import { SidePanel } from '../../../components/ui/side-panel';
import { routePath } from '../../../lib/routing/route-path';
import { useInviteEntry } from '../../../lib/referral/invite-entry';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { isMenuItemActive } from '../config/menu-active';
import './left-menu.css';

const REFERRAL = 'REFERRAL';
/** Items that open a page instead of switching the home category. */
const linkedItems: Record<string, string> = { PROMO: routePath('activity') };

/** The game-category side list (SPEC §2 "Game menu"). */
export function LeftMenu() {
  const { t } = useTranslation();
  const open = usePanelOpen('leftSide');
  const closePanel = useUiStore((state) => state.closePanel);
  const category = useUiStore((state) => state.gameCategory);
  const setGameCategory = useUiStore((state) => state.setGameCategory);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const invite = useInviteEntry();
  if (!open) return null;
  const close = () => closePanel('leftSide');

  const select = (item: string) => {
    if (item === REFERRAL) {
      invite.open();
      return;
    }
    const target = linkedItems[item];
    if (target) {
      void navigate(target);
      return;
    }
    setGameCategory(item);
    listRef.current?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
    close();
    if (!isHomePath(pathname)) void navigate(HOME_PATH);
  };

  return (
    <SidePanel side="left" label={t('leftMenu.label')} testId="left-menu" onClose={close}>
      <div className="left-menu__head">
        <h2 className="left-menu__title">{t('leftMenu.label')}</h2>
        <IconButton label={t('actions.close')} data-testid="left-menu-close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
      <ul className="left-menu__list" ref={listRef}>
        {[...gameMenuItems, REFERRAL].map((item) => {
          const active = isMenuItemActive(item, category);
          return (
            <li key={item}>
              <button
                type="button"
                className={`left-menu__item${active ? ' active' : ''}`}
                data-testid={`game-menu-${item}`}
                data-active={active ? 'true' : 'false'}
                aria-current={active ? 'true' : undefined}
                onClick={() => select(item)}
              >
                <span className="left-menu__icon">
                  <CategoryIcon category={item} size={22} />
                </span>
                <span>{item === REFERRAL ? t('leftMenu.referral') : t(`categories.${item}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </SidePanel>
  );
}
