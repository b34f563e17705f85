import { useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, NEW_CLASSIFY, PAGE_SIZE } from '@app/contract';
import { FilterPanel } from '../../../components/games/filter-panel';
import { GameListBody } from '../../../components/games/game-list-body';
import { GameSearchBox } from '../../../components/games/game-search-box';
import { ListTabs } from '../../../components/games/list-tabs';
import { IconButton } from '../../../components/ui/icon-button';
import { FilterIcon } from '../../../components/ui/icons/nav-icons';
import { useVendorTypes } from '../../../lib/games/game-queries';
import { initialListState, listReducer, type ListState, type ToggleTab } from '../../../lib/games/list-state';
import { listSource, needsSession } from '../../../lib/games/list-source';
import { useFavouriteIds } from '../../../lib/games/use-favourites';
import { useGameList } from '../../../lib/games/use-game-list';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { useSession } from '../../../lib/session/session-store';
import { moreGamesHref, type CategorySource } from '../config/home-menu';
import { categoryVendors, classifyStrip, VENDOR_LIST_PREVIEW, vendorClasses, vendorPick } from '../config/vendor-list';
import { ClassifyStrip, VendorChips } from './vendor-chips';

type ListDispatch = (action: Parameters<typeof listReducer>[1]) => void;

/** The filter panel (when open), the classification strip and the vendor chips of the category. */
function VendorFilters(props: {
  category: string;
  source: CategorySource;
  state: ListState;
  dispatch: ListDispatch;
  filterOpen: boolean;
  closeFilter: () => void;
}) {
  const { category, source, state, dispatch } = props;
  const language = useListLanguage();
  const structure = useVendorTypes(language);
  const vendors = categoryVendors(structure.data, category, source.gameType);
  const classes = vendorClasses(vendors, state.vendor);
  const strip = classifyStrip(category, source.gameType, state.vendor, classes);
  return (
    <>
      {props.filterOpen ? (
        <FilterPanel
          vendors={vendors}
          classifies={category === 'PGE' ? [] : [...(source.gameType === 'RNG' ? [NEW_CLASSIFY] : []), ...classes]}
          value={state}
          onApply={(filters) => {
            dispatch({ type: 'filter', filters });
            props.closeFilter();
          }}
          onClear={() => {
            dispatch({ type: 'filter', filters: source.base });
            props.closeFilter();
          }}
        />
      ) : null}
      {strip ? (
        <ClassifyStrip
          options={strip}
          selected={state.classify}
          onPick={(classify) => dispatch({ type: 'filter', filters: { classify } })}
        />
      ) : null}
      {vendors.length > 1 ? (
        <VendorChips
          vendors={vendors}
          selected={state.vendor}
          onPick={(vendor) => dispatch({ type: 'filter', filters: vendorPick(vendor) })}
        />
      ) : null}
    </>
  );
}

/**
 * SPEC §2 vendor game list: search, hot / recent / favourite toggles, a
 * filter, the classification strip, vendor chips, six games until "show
 * more", and "more games" to the full game list.
 */
export function VendorGameList({ category, source }: { category: string; source: CategorySource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const language = useListLanguage();
  const [state, dispatch] = useReducer(listReducer, source.base, initialListState);
  const [filterOpen, setFilterOpen] = useState(false);
  const [expandedFor, setExpandedFor] = useState<unknown>(null);
  const data = useGameList(listSource(state, source.gameType), PAGE_SIZE.home, language);
  const favourites = useFavouriteIds();
  const expanded = expandedFor === state;

  const toggle = (tab: 'all' | ToggleTab) => {
    if (needsSession(tab) && !session) return void navigate(LOGIN_PATH);
    dispatch({ type: 'tab', tab });
  };
  const showMore = () => {
    if (!expanded) setExpandedFor(state);
    else data.loadMore();
  };
  const canShowMore = (!expanded && data.games.length > VENDOR_LIST_PREVIEW) || (expanded && data.hasMore);

  return (
    <section className="vendor-list" data-testid="vendor-game-list" data-category={category} data-tab={state.tab}>
      <div className="vendor-list__bar">
        <GameSearchBox value={state.tab === 'search' ? state.search : ''} onSearch={(text) => dispatch({ type: 'search', text })} />
        <IconButton
          label={t('games:filter.open')}
          data-testid="vendor-filter-open"
          aria-expanded={filterOpen}
          onClick={() => setFilterOpen((o) => !o)}
        >
          <FilterIcon />
        </IconButton>
      </div>
      <ListTabs
        tabs={['hot', 'recent', 'fav']}
        active={state.tab}
        onSelect={toggle}
        counts={favourites ? { fav: favourites.length } : {}}
      />
      <VendorFilters
        category={category}
        source={source}
        state={state}
        dispatch={dispatch}
        filterOpen={filterOpen}
        closeFilter={() => setFilterOpen(false)}
      />
      <GameListBody
        data={data}
        hot={state.tab === 'hot'}
        limit={expanded ? undefined : VENDOR_LIST_PREVIEW}
        emptyText={state.tab === 'fav' ? t('games:emptyFav') : state.tab === 'recent' ? t('games:emptyRecent') : undefined}
      />
      <div className="vendor-list__actions">
        {canShowMore ? (
          <button type="button" className="btn btn--ghost btn--small" data-testid="vendor-show-more" onClick={showMore}>
            {t('games:showMore')}
          </button>
        ) : null}
        <Link to={moreGamesHref(source.gameType)} className="btn btn--primary btn--small" data-testid="vendor-more-games">
          {t('games:moreGames')}
        </Link>
      </div>
    </section>
  );
}
