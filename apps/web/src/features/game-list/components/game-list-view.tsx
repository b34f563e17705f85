import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH, NEW_CLASSIFY, PAGE_SIZE, type GameType, type VendorEntry } from '@app/contract';
import { FilterPanel } from '../../../components/games/filter-panel';
import { GameListBody } from '../../../components/games/game-list-body';
import { GameSearchBox } from '../../../components/games/game-search-box';
import { ListTabs } from '../../../components/games/list-tabs';
import { useInfiniteScroll } from '../../../components/games/use-infinite-scroll';
import { IconButton } from '../../../components/ui/icon-button';
import { SearchIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { useVendorTypes } from '../../../lib/games/game-queries';
import { registerGamesTexts } from '../../../lib/games/games-texts';
import { initialListState, listReducer, type ListState } from '../../../lib/games/list-state';
import { listSource, needsSession } from '../../../lib/games/list-source';
import { useFavouriteIds } from '../../../lib/games/use-favourites';
import { useGameList } from '../../../lib/games/use-game-list';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { useSession } from '../../../lib/session/session-store';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { openingActions, switchableTypes, typeSwitchHref } from '../config/list-route';
import { ActiveFilters } from './active-filters';
import './game-list.css';

registerGamesTexts();

interface GameListViewProps {
  routeId: string;
  type: GameType;
  search: URLSearchParams;
}

function openingState(search: URLSearchParams): ListState {
  return openingActions(search).reduce(listReducer, initialListState());
}

type ListDispatch = (action: Parameters<typeof listReducer>[1]) => void;

/** The filter panel: vendors and classifications of the type, and a switch to another game type. */
function ListFilter(props: {
  type: GameType;
  state: ListState;
  dispatch: ListDispatch;
  vendors: readonly VendorEntry[];
  classes: string[];
  gameTypes: string[];
}) {
  const { type, dispatch } = props;
  const navigate = useNavigate();
  const closePanel = useUiStore((s) => s.closePanel);
  return (
    <div className="game-list__filter">
      <FilterPanel
        vendors={props.vendors}
        classifies={[...(type === 'RNG' ? [NEW_CLASSIFY] : []), ...props.classes]}
        value={props.state}
        onApply={(filters) => {
          dispatch({ type: 'filter', filters });
          closePanel('gameFilter');
          window.scrollTo({ top: 0 });
        }}
        onClear={() => {
          dispatch({ type: 'tab', tab: 'all' });
          closePanel('gameFilter');
        }}
        typeSwitch={{
          current: type,
          options: switchableTypes(props.gameTypes),
          onSwitch: (next) => {
            closePanel('gameFilter');
            void navigate(typeSwitchHref(next));
          },
        }}
      />
    </div>
  );
}

/** The list's title bar: the title and the search icon both open the filter panel. */
function ListTitleBar({ title, filterOpen, onToggle }: { title: string; filterOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TitleBar
      title={
        <button type="button" className="game-list__title" data-testid="game-list-title" aria-expanded={filterOpen} onClick={onToggle}>
          {title}
        </button>
      }
      onBack={() => void navigate(HOME_PATH, { replace: true })}
      backLabel={t('actions.back')}
      right={
        <IconButton label={t('games:filter.open')} data-testid="game-list-search-toggle" aria-expanded={filterOpen} onClick={onToggle}>
          <SearchIcon />
        </IconButton>
      }
    />
  );
}

export function GameListView({ routeId, type, search }: GameListViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const language = useListLanguage();
  const [state, dispatch] = useReducer(listReducer, search, openingState);
  const filterOpen = usePanelOpen('gameFilter');
  const openPanel = useUiStore((s) => s.openPanel);
  const closePanel = useUiStore((s) => s.closePanel);
  const structure = useVendorTypes(language);
  const vendors = structure.data?.sorting.find((c) => c.gameCategory === type)?.vendorNames ?? [];
  const classes = [...new Set(vendors.flatMap((v) => v.classifies))];
  const data = useGameList(listSource(state, type), PAGE_SIZE.list, language);
  const favourites = useFavouriteIds();
  useInfiniteScroll(data.hasMore, data.isLoading || data.isLoadingMore, data.loadMore, data.games.length);

  // A link straight to the recent or favourites tab still needs a session (SPEC §6).
  useEffect(() => {
    if (needsSession(state.tab) && !session) void navigate(LOGIN_PATH, { replace: true });
  }, [state.tab, session, navigate]);

  const title = t(`categories.${type}`, { defaultValue: t(`routes:${routeId}`) });
  const toggleFilter = () => (filterOpen ? closePanel('gameFilter') : openPanel('gameFilter'));
  const selectTab = (tab: 'all' | 'hot' | 'recent' | 'fav') => {
    if (needsSession(tab) && !session) return void navigate(LOGIN_PATH);
    dispatch({ type: 'tab', tab });
    window.scrollTo({ top: 0 });
  };

  return (
    <Screen id={routeId} title={title} className="game-list">
      <ListTitleBar title={title} filterOpen={filterOpen} onToggle={toggleFilter} />
      <div className="game-list__controls">
        <GameSearchBox value={state.tab === 'search' ? state.search : ''} onSearch={(text) => dispatch({ type: 'search', text })} />
        <ListTabs
          tabs={['all', 'hot', 'recent', 'fav']}
          active={state.tab}
          onSelect={selectTab}
          counts={favourites ? { fav: favourites.length } : {}}
        />
      </div>
      {filterOpen ? (
        <ListFilter
          type={type}
          state={state}
          dispatch={dispatch}
          vendors={vendors}
          classes={classes}
          gameTypes={Object.keys(structure.data?.gameTypes ?? {})}
        />
      ) : null}
      <ActiveFilters state={state} vendors={vendors} onClear={() => dispatch({ type: 'tab', tab: 'all' })} />
      <div className="game-list__body" data-testid="game-list" data-tab={state.tab} data-type={type}>
        <GameListBody
          data={data}
          hot={state.tab === 'hot'}
          showEnd
          emptyText={state.tab === 'fav' ? t('games:emptyFav') : state.tab === 'recent' ? t('games:emptyRecent') : undefined}
        />
      </div>
    </Screen>
  );
}
