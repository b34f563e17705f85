import { useTranslation } from 'react-i18next';
import type { ListTab } from '../../lib/games/list-state';
import './games.css';

type TabButton = 'all' | 'hot' | 'recent' | 'fav';

interface ListTabsProps {
  tabs: readonly TabButton[];
  active: ListTab;
  onSelect: (tab: TabButton) => void;
  /** Shown after a tab's name, e.g. the number of favourites of a signed-in member. */
  counts?: Partial<Record<TabButton, number>>;
  testId?: string;
}

/** All / hot / recent / favourites (SPEC §2/§4); the active toggle pressed again returns to all (the reducer's rule). */
export function ListTabs({ tabs, active, onSelect, counts = {}, testId = 'list-tabs' }: ListTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="list-tabs" role="group" aria-label={t('games:tabs.label')} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={`list-tabs__tab${active === tab ? ' is-active' : ''}`}
          aria-pressed={active === tab}
          data-testid={`tab-${tab}`}
          onClick={() => onSelect(tab)}
        >
          <span className="list-tabs__label">{t(`games:tabs.${tab}`)}</span>
          {counts[tab] !== undefined ? <span className="list-tabs__count">{counts[tab]}</span> : null}
        </button>
      ))}
    </div>
  );
}
