import { describe, expect, it } from 'vitest';
import { initialListState, listReducer, type ListState } from './list-state';

const filtered = (state: ListState) => listReducer(state, { type: 'filter', filters: { vendor: 'PP', classify: 'JP', minBet: '0.10' } });

describe('game list tab states (SPEC §4)', () => {
  it('changing tab resets vendor, classification and minimum bet', () => {
    const state = listReducer(filtered(initialListState()), { type: 'tab', tab: 'hot' });
    expect(state).toMatchObject({ tab: 'hot', vendor: null, classify: null, minBet: null, search: '' });
  });

  it('selecting the active toggle again returns to all', () => {
    const fav = listReducer(initialListState(), { type: 'tab', tab: 'fav' });
    expect(fav.tab).toBe('fav');
    expect(listReducer(fav, { type: 'tab', tab: 'fav' }).tab).toBe('all');
    expect(listReducer(fav, { type: 'tab', tab: 'recent' }).tab).toBe('recent');
  });

  it('applying a filter sets the filter tab with its values and clears a search', () => {
    const searched = listReducer(initialListState(), { type: 'search', text: 'fruit' });
    const state = filtered(searched);
    expect(state).toMatchObject({ tab: 'filter', vendor: 'PP', classify: 'JP', minBet: '0.10', search: '' });
  });

  it('clearing every filter returns to all', () => {
    const state = listReducer(filtered(initialListState()), { type: 'filter', filters: { vendor: null, classify: null, minBet: null } });
    expect(state.tab).toBe('all');
  });

  it('search trims its text, and an empty search returns to all', () => {
    const state = listReducer(initialListState(), { type: 'search', text: '  dragão  ' });
    expect(state).toMatchObject({ tab: 'search', search: 'dragão' });
    expect(listReducer(state, { type: 'search', text: '   ' }).tab).toBe('all');
  });

  it('a vendor search tab (?vassalage=) keeps its vendor while the text changes', () => {
    const opened = listReducer(initialListState(), { type: 'search', text: '', vendor: 'JDB' });
    expect(opened).toMatchObject({ tab: 'search', vendor: 'JDB', search: '' });
    expect(listReducer(opened, { type: 'search', text: 'gold' })).toMatchObject({ tab: 'search', vendor: 'JDB', search: 'gold' });
    expect(listReducer(opened, { type: 'tab', tab: 'all' })).toMatchObject({ tab: 'all', vendor: null });
  });

  it('a list with a preset (a vendor shortcut) resets to its preset, not to nothing', () => {
    const base = { vendor: 'INHOUSE', classify: 'Crash', minBet: null };
    const start = initialListState(base);
    expect(start).toMatchObject({ tab: 'all', vendor: 'INHOUSE', classify: 'Crash' });
    const other = listReducer(start, { type: 'filter', filters: { classify: 'Mines' } });
    expect(other).toMatchObject({ tab: 'filter', vendor: 'INHOUSE', classify: 'Mines' });
    expect(listReducer(other, { type: 'tab', tab: 'hot' })).toMatchObject({ tab: 'hot', vendor: 'INHOUSE', classify: 'Crash' });
    expect(listReducer(other, { type: 'filter', filters: base }).tab).toBe('all');
  });
});
