import { describe, expect, it } from 'vitest';
import { initialListState, listReducer } from '../../../lib/games/list-state';
import { listTypeOf, openingActions, switchableTypes, typeSwitchHref } from './list-route';

const q = (s: string) => new URLSearchParams(s);

describe('game list route (SPEC §2)', () => {
  it('takes the type from the path, else from ?gameType (default RNG)', () => {
    expect(
      ['slotGames', 'liveGames', 'pokerGames', 'fishingGames', 'sportGames', 'lottery'].map((id) => listTypeOf(id, q('gameType=LIVE'))),
    ).toEqual(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT']);
    expect(listTypeOf('gameList', q('gameType=FISH'))).toBe('FISH');
    expect(listTypeOf('gameList', q(''))).toBe('RNG');
    expect(listTypeOf('gameList', q('gameType=nonsense'))).toBe('RNG');
  });

  it('shows ESPORTS and COCKFIGHT as SPORTS', () => {
    expect(listTypeOf('gameList', q('gameType=ESPORTS'))).toBe('SPORTS');
    expect(listTypeOf('gameList', q('gameType=COCKFIGHT'))).toBe('SPORTS');
    expect(switchableTypes(['RNG', 'ESPORTS', 'LOTT'])).toEqual(['RNG', 'SPORTS', 'LOTT']);
  });

  it('opens a vendor search tab for ?vassalage and a tab for ?type', () => {
    const open = (s: string) => openingActions(q(s)).reduce(listReducer, initialListState());
    expect(open('vassalage=PP')).toMatchObject({ tab: 'search', vendor: 'PP', search: '' });
    expect(open('type=fav')).toMatchObject({ tab: 'fav' });
    expect(open('type=HOT')).toMatchObject({ tab: 'hot' });
    expect(open('type=all&vassalage=bad vendor')).toMatchObject({ tab: 'all', vendor: null });
  });

  it('switches type to /m/gameList, lottery to /m/lottery', () => {
    expect(typeSwitchHref('LIVE')).toBe('/m/gameList?gameType=LIVE');
    expect(typeSwitchHref('LOTT')).toBe('/m/lottery');
  });
});
