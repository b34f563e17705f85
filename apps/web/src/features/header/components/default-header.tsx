import { useTranslation } from 'react-i18next';
import type { ClientRoute } from '@app/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { BackIcon, HeadsetIcon, SearchIcon } from '../../../components/ui/icons/nav-icons';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { useUiStore } from '../../../lib/ui/ui-store';
import './header.css';

interface DefaultHeaderProps {
  title: string;
  back: ClientRoute['back'];
  right: ClientRoute['headerRight'];
}

/** Title bar of inner pages: back arrow per route.back, title, service or search control. */
export function DefaultHeader({ title, back, right }: DefaultHeaderProps) {
  const { t } = useTranslation();
  const onBack = useBackAction(back);
  const openPanel = useUiStore((state) => state.openPanel);

  return (
    <header className="app-header app-header--default" data-testid="header" data-variant="default">
      <div className="app-header__side">
        {onBack ? (
          <IconButton label={t('actions.back')} data-testid="header-back" onClick={onBack}>
            <BackIcon />
          </IconButton>
        ) : null}
      </div>
      <h1 className="app-header__title">{title}</h1>
      <div className="app-header__side app-header__side--end">
        {right === 'search' ? (
          <IconButton label={t('header.search')} data-testid="header-right-search" onClick={() => openPanel('gameFilter')}>
            <SearchIcon />
          </IconButton>
        ) : (
          <IconButton
            label={t('header.customerService')}
            data-testid="header-right-service"
            aria-haspopup="dialog"
            onClick={() => openPanel('serviceModal')}
          >
            <HeadsetIcon />
          </IconButton>
        )}
      </div>
    </header>
  );
}
