import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { sessionValue } from '../../../test/fake-api';
import { makeGame, makePage } from '../../../test/game-fixtures';
import { lobbyApi } from '../../../test/lobby-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const tiles = () =>
  within(screen.getByTestId('game-list'))
    .queryAllByTestId('game-tile')
    .map((t) => t.dataset.nodeId);
const listCalls = (api: ReturnType<typeof lobbyApi>) => api.calls.filter((c) => c.path === API.gameList);

describe('game list screen (SPEC §2, §4)', () => {
  it('takes its type from the path and asks 35 a page', async () => {
    const api = lobbyApi();
    renderApp('/m/live-games');
    await waitFor(() => expect(tiles()).toEqual(['200']));
    expect(listCalls(api)[0]?.query.get('gameType')).toBe('LIVE');
    expect(listCalls(api)[0]?.query.get('pageSize')).toBe('35');
    expect(screen.getByTestId('game-list-title').textContent).toBe('Ao vivo');
  });

  it('applies the filter panel (vendor, classification, minimum bet), then clears back to all', async () => {
    const api = lobbyApi();
    renderApp('/m/slot-games');
    await waitFor(() => expect(tiles()).toHaveLength(8));
    fireEvent.click(screen.getByTestId('game-list-title'));
    const panel = await screen.findByTestId('filter-panel');
    await waitFor(() => expect(within(panel).getByTestId('filter-vendor-PP')).toBeTruthy());
    fireEvent.click(within(panel).getByTestId('filter-vendor-PP'));
    fireEvent.click(within(panel).getByTestId('filter-classify-JP'));
    fireEvent.click(within(panel).getByTestId('filter-minBet-0.50'));
    fireEvent.click(within(panel).getByTestId('filter-apply'));
    expect(screen.queryByTestId('filter-panel')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('game-list').dataset.tab).toBe('filter'));
    const last = listCalls(api).at(-1)!.query;
    expect([last.get('vassalage'), last.get('gameClassify'), last.get('minBet')]).toEqual(['PP', 'JP', '0.50']);
    expect(screen.getByTestId('active-filters').textContent).toContain('Vendor PP');
    fireEvent.click(screen.getByTestId('active-filters-clear'));
    await waitFor(() => expect(screen.getByTestId('game-list').dataset.tab).toBe('all'));
    expect(screen.getByTestId('tab-all').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches type from the filter, and the lottery to /m/lottery', async () => {
    lobbyApi();
    renderApp('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByTestId('game-list-search-toggle'));
    fireEvent.click(await screen.findByTestId('filter-type-FISH'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/gameList?gameType=FISH'));
    await waitFor(() => expect(tiles()).toEqual(['300']));
  });

  it('opens a vendor search tab from ?vassalage and sends guests from fav to the login', async () => {
    const api = lobbyApi();
    renderApp('/m/gameList?gameType=RNG&vassalage=TA');
    await waitFor(() => expect(tiles()).toEqual(['100', '102', '104', '106']));
    expect(listCalls(api).every((c) => c.query.get('vassalage') === 'TA')).toBe(true);
    expect(screen.getByTestId('game-list').dataset.tab).toBe('search');
    fireEvent.click(screen.getByTestId('tab-fav'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
  });

  it('shows a member favourites of the type, and drops one at once when its star is tapped', async () => {
    useSessionStore.getState().setSession(sessionValue());
    const api = lobbyApi({
      [API.gameFavouriteList]: () => ({ value: { content: [makeGame('101'), makeGame('103')], pageNum: 1, totalPages: 1 } }),
      [API.gameFavouriteIds]: () => ({ value: { content: ['101', '103'], pageNum: 1, totalPages: 1 } }),
      [API.gameFavourite]: () => ({ value: null }),
    });
    renderApp('/m/slot-games?type=fav');
    await waitFor(() => expect(tiles()).toEqual(['101', '103']));
    expect(api.calls.find((c) => c.path === API.gameFavouriteList)?.query.get('gameType')).toBe('RNG');
    expect(api.calls.find((c) => c.path === API.gameFavouriteIds)?.query.get('pageSize')).toBe('100');
    // The server's answer to the removal is held back: the tile must go without it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') await held;
      return answer(input, init);
    });
    fireEvent.click(within(screen.getByTestId('game-list')).getAllByTestId('game-star')[0]!);
    await waitFor(() => expect(tiles()).toEqual(['103']));
    release();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({ body: { nodeId: '101', vendor: 'PP' } }));
  });

  it('the back arrow replaces the route with home', async () => {
    lobbyApi({ [API.gameList]: () => ({ value: makePage([]) }) });
    renderApp('/m/fishing-games');
    fireEvent.click(await screen.findByTestId('title-bar-back'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
  });
});
