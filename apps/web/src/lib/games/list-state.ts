/**
 * Game list tab states of SPEC §4 as a reducer, shared by the game list screen
 * and the home's vendor game lists. A list may have a preset (a vendor
 * shortcut such as TA, or the in-house vendor with class Crash): that preset
 * is its base, which every reset returns to.
 */
export type ListTab = 'all' | 'hot' | 'recent' | 'fav' | 'filter' | 'search';
export type ToggleTab = 'hot' | 'recent' | 'fav';
export const toggleTabs: readonly ToggleTab[] = ['hot', 'recent', 'fav'];

export interface ListFilters {
  vendor: string | null;
  classify: string | null;
  minBet: string | null;
}

export interface ListState extends ListFilters {
  tab: ListTab;
  /** Trimmed search text of the search tab. */
  search: string;
  base: ListFilters;
}

export type ListAction =
  /** A tab button: all, or a toggle (the active toggle again returns to all). */
  | { type: 'tab'; tab: 'all' | ToggleTab }
  /** The filter panel's apply, or a vendor chip / classification strip pick. */
  | { type: 'filter'; filters: Partial<ListFilters> }
  /** Submitted search text; `vendor` opens a search tab for that vendor (?vassalage=). */
  | { type: 'search'; text: string; vendor?: string | null };

export const NO_FILTERS: ListFilters = { vendor: null, classify: null, minBet: null };

export function initialListState(base: ListFilters = NO_FILTERS): ListState {
  return { tab: 'all', search: '', ...base, base };
}

const sameFilters = (a: ListFilters, b: ListFilters) => a.vendor === b.vendor && a.classify === b.classify && a.minBet === b.minBet;

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab': {
      // Changing tab clears vendor, classification and minimum bet (back to the base).
      const tab = action.tab !== 'all' && state.tab === action.tab ? 'all' : action.tab;
      if (tab === state.tab && tab === 'all' && sameFilters(state, state.base) && !state.search) return state;
      return { ...initialListState(state.base), tab };
    }
    case 'filter': {
      const filters: ListFilters = {
        vendor: action.filters.vendor !== undefined ? action.filters.vendor : state.vendor,
        classify: action.filters.classify !== undefined ? action.filters.classify : state.classify,
        minBet: action.filters.minBet !== undefined ? action.filters.minBet : state.minBet,
      };
      // Clearing every filter (back to the base) returns to all.
      if (sameFilters(filters, state.base)) return initialListState(state.base);
      return { ...filters, tab: 'filter', search: '', base: state.base };
    }
    case 'search': {
      const text = action.text.trim();
      const vendor = action.vendor !== undefined ? action.vendor : state.tab === 'search' ? state.vendor : state.base.vendor;
      if (!text && (vendor === state.base.vendor || vendor === null)) return initialListState(state.base);
      return { ...state.base, vendor, tab: 'search', search: text, base: state.base };
    }
  }
}
