import { describe, expect, it } from 'vitest';
import { initialListState, listReducer } from './list-state';
import { listSource, needsSession } from './list-source';

describe('list source of a tab state', () => {
  it('asks the game list with the filter, NEW as the new flag and not as a class', () => {
    const state = listReducer(initialListState(), { type: 'filter', filters: { vendor: 'PP', classify: 'NEW', minBet: '0.50' } });
    expect(listSource(state, 'RNG')).toEqual({ kind: 'list', filter: { gameType: 'RNG', vassalage: 'PP', isNew: 1, minBet: '0.50' } });
    const jp = listReducer(state, { type: 'filter', filters: { classify: 'JP' } });
    expect(listSource(jp, 'RNG')).toEqual({
      kind: 'list',
      filter: { gameType: 'RNG', vassalage: 'PP', gameClassify: 'JP', minBet: '0.50' },
    });
  });

  it('sends the search text only on the search tab', () => {
    const state = listReducer(initialListState(), { type: 'search', text: 'tigre' });
    expect(listSource(state, 'LIVE')).toEqual({ kind: 'list', filter: { gameType: 'LIVE', gameName: 'tigre' } });
  });

  it('reads hot locally, recent and favourites from their own calls, by type', () => {
    const base = initialListState({ vendor: 'TA', classify: null, minBet: null });
    expect(listSource(listReducer(base, { type: 'tab', tab: 'hot' }), 'RNG')).toEqual({ kind: 'hot', gameType: 'RNG', vendor: 'TA' });
    expect(listSource(listReducer(base, { type: 'tab', tab: 'recent' }), 'RNG')).toEqual({ kind: 'recent', gameType: 'RNG', vendor: 'TA' });
    expect(listSource(listReducer(base, { type: 'tab', tab: 'fav' }), 'FISH')).toEqual({ kind: 'fav', gameType: 'FISH' });
  });

  it('needs a session for recent and favourites only', () => {
    expect(['all', 'hot', 'recent', 'fav', 'filter', 'search'].filter((t) => needsSession(t as never))).toEqual(['recent', 'fav']);
  });
});
