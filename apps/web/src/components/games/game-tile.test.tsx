import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, LOGIN_PATH } from '@app/contract';
import { i18next } from '../../lib/i18n/i18n';
import { makeGame, makePage } from '../../test/game-fixtures';
import { lobbyApi } from '../../test/lobby-api';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stated = makeGame('700', { displayName: 'Rainha do Rio', vassalage: 'PP', rtp: '96.50', minBet: '0.20', lines: 25 });
const silent = makeGame('701', { displayName: 'Palácio de Gelo', vassalage: 'TA', rtp: null, minBet: '1.00', lines: null });

function showList() {
  lobbyApi({ [API.gameList]: () => ({ value: makePage([stated, silent]) }) });
  renderApp('/m/slot-games');
}

async function openInfo(nodeId: string) {
  const tile = await waitFor(() => {
    const found = screen.getAllByTestId('game-tile').find((t) => t.dataset.nodeId === nodeId);
    if (!found) throw new Error(`no tile ${nodeId}`);
    return found;
  });
  fireEvent.click(within(tile).getByTestId('game-info-open'));
  return screen.findByTestId('game-info');
}

describe('game tile information', () => {
  it('opens from the "i" with the provider, the RTP in the language\'s format, the minimum bet and the lines', async () => {
    showList();
    const sheet = await openInfo('700');
    expect(within(sheet).getByRole('heading').textContent).toBe('Rainha do Rio');
    expect(within(sheet).getByTestId('game-info-rtp').textContent).toBe('RTP 96,50%');
    expect(within(sheet).getByTestId('game-info-min-bet').textContent).toBe('R$ 0,20');
    expect(within(sheet).getByTestId('game-info-lines').textContent).toBe('25');
    await waitFor(() => expect(within(sheet).getByTestId('game-info-vendor').textContent).toBe('Vendor PP'));
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(within(sheet).getByTestId('game-info-rtp').textContent).toBe('RTP 96.50%');
    expect(within(sheet).getByTestId('game-info-min-bet').textContent).toBe('R$ 0.20');
    await act(async () => {
      await i18next.changeLanguage('pt');
    });
  });

  it('shows no RTP for a game whose vendor states none, and no lines when it has none', async () => {
    showList();
    const sheet = await openInfo('701');
    expect(within(sheet).queryByTestId('game-info-rtp')).toBeNull();
    expect(within(sheet).queryByTestId('game-info-lines')).toBeNull();
    expect(within(sheet).getByTestId('game-info-min-bet').textContent).toBe('R$ 1,00');
    expect(sheet.textContent).not.toContain('RTP');
  });

  it('names the game in its button, closes without opening the game, and plays from the sheet', async () => {
    showList();
    expect(await screen.findByRole('button', { name: 'Informações de Rainha do Rio' })).toBeTruthy();
    fireEvent.click(within(await openInfo('700')).getByTestId('game-info-close'));
    expect(screen.queryByTestId('game-info')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/m/slot-games');
    fireEvent.click(within(await openInfo('700')).getByTestId('game-info-play'));
    expect(screen.queryByTestId('game-info')).toBeNull();
    // A guest is sent to log in first, as from the tile itself.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(LOGIN_PATH));
  });
});
