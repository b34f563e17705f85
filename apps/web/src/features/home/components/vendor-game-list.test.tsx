import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { useUiStore } from '../../../lib/ui/ui-store';
import { lobbyApi } from '../../../test/lobby-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function openCategory(category: string) {
  renderApp('/m/home');
  act(() => useUiStore.getState().setGameCategory(category));
  return screen.findByTestId('vendor-game-list');
}

const names = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('game-tile')
    .map((t) => t.dataset.nodeId);

describe('vendor game list (SPEC §2)', () => {
  it('shows six games until "show more", then the rest', async () => {
    lobbyApi();
    const list = await openCategory('RNG');
    await waitFor(() => expect(names(list)).toHaveLength(6));
    fireEvent.click(within(list).getByTestId('vendor-show-more'));
    expect(names(list)).toHaveLength(8);
    expect(within(list).queryByTestId('vendor-show-more')).toBeNull();
    expect(within(list).getByTestId('vendor-more-games').getAttribute('href')).toBe('/m/gameList?gameType=RNG');
  });

  it('offers all, new and the classes; a vendor chip lists that vendor only', async () => {
    const api = lobbyApi();
    const list = await openCategory('RNG');
    const strip = await within(list).findByTestId('classify-chip');
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Novos', 'Jackpot', 'Vídeo pôquer']);
    fireEvent.click(within(list).getByTestId('vendor-chip-PP'));
    await waitFor(() => expect(names(list)).toEqual(['101', '103', '105', '107']));
    expect(
      api.calls
        .filter((c) => c.path === API.gameList)
        .at(-1)
        ?.query.get('vassalage'),
    ).toBe('PP');
    fireEvent.click(within(list).getByTestId('classify-chip-NEW'));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === API.gameList)
          .at(-1)
          ?.query.get('isNew'),
      ).toBe('1'),
    );
  });

  it('starts a shortcut on its vendor and hides the strip for PGE', async () => {
    const api = lobbyApi();
    const list = await openCategory('TA');
    await waitFor(() => expect(names(list)).toEqual(['100', '102', '104', '106']));
    expect(api.calls.filter((c) => c.path === API.gameList).every((c) => c.query.get('vassalage') === 'TA')).toBe(true);
    expect(within(list).getByTestId('vendor-chip-TA').getAttribute('aria-pressed')).toBe('true');
    act(() => useUiStore.getState().setGameCategory('PGE'));
    const pge = await screen.findByTestId('vendor-game-list');
    await waitFor(() => expect(pge.dataset.category).toBe('PGE'));
    expect(within(pge).queryByTestId('classify-chip')).toBeNull();
  });

  it('hot shows the loaded hot games of the type; pressed again it returns to all', async () => {
    const api = lobbyApi();
    const list = await openCategory('LIVE');
    await waitFor(() => expect(names(list)).toEqual(['200']));
    const listCalls = api.calls.filter((c) => c.path === API.gameList).length;
    fireEvent.click(within(list).getByTestId('tab-hot'));
    // The hot list holds three RNG games: none of them is LIVE.
    await waitFor(() => expect(within(list).getByTestId('list-empty')).toBeTruthy());
    expect(api.calls.filter((c) => c.path === API.gameList)).toHaveLength(listCalls);
    fireEvent.click(within(list).getByTestId('tab-hot'));
    await waitFor(() => expect(names(list)).toEqual(['200']));
  });

  it('sends guests to the login for recent and favourites', async () => {
    lobbyApi();
    const list = await openCategory('FISH');
    fireEvent.click(within(list).getByTestId('tab-fav'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
  });

  it('searches the typed text, trimmed, 600 ms after the last key', async () => {
    const api = lobbyApi();
    const list = await openCategory('FISH');
    await waitFor(() => expect(names(list)).toEqual(['300']));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(within(list).getByTestId('game-search-input'), { target: { value: ' doura ' } });
      act(() => vi.advanceTimersByTime(599));
      expect(api.calls.some((c) => c.query.get('gameName'))).toBe(false);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(api.calls.find((c) => c.query.get('gameName'))?.query.get('gameName')).toBe('doura'));
    expect(list.dataset.tab).toBe('search');
  });
});
