import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('game page (/m/gameCenter)', () => {
  it('launches on load and shows the game under a bar with its name', async () => {
    useSessionStore.getState().setSession(sessionValue());
    const api = fakeApi({
      [API.gameLaunch]: () => ({
        value: { url: 'https://games.example/play?t=abc', nodeId: '7', gameName: 'Dragão Dourado', currency: 'BRL' },
      }),
    });
    renderApp('/m/gameCenter?nodeId=7&matchId=m1&leagueId=l1');
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('https://games.example/play?t=abc');
    expect(screen.getByTestId('game-center-name').textContent).toBe('Dragão Dourado');
    const query = api.calls.find((c) => c.path === API.gameLaunch)!.query;
    expect([query.get('nodeId'), query.get('matchId'), query.get('leagueId'), query.get('version')]).toEqual(['7', 'm1', 'l1', '3']);
  });

  it('shows a refusal in the site language and launches again on retry', async () => {
    useSessionStore.getState().setSession({ ...sessionValue(), type: 4 });
    let answers = 0;
    const api = fakeApi({
      [API.gameLaunch]: () => {
        answers += 1;
        return answers === 1
          ? { errorCode: 'game.trial.unsupported', status: 403 }
          : { value: { url: '/play', nodeId: '7', gameName: 'Minas', currency: 'PLAY' } };
      },
    });
    renderApp('/m/gameCenter?nodeId=7');
    const error = await screen.findByTestId('game-center-error');
    expect(error.dataset.code).toBe('game.trial.unsupported');
    expect(screen.getByTestId('game-center-error-text').textContent).not.toBe('');
    expect(screen.getByTestId('game-center-error-text').textContent).not.toContain('game.trial');
    fireEvent.click(screen.getByTestId('game-center-retry'));
    await screen.findByTestId('game-frame');
    expect(api.calls.filter((c) => c.path === API.gameLaunch)).toHaveLength(2);
    expect(screen.getByText('Dinheiro de teste')).toBeTruthy();
  });

  it('under BR shows the way to verify the identity instead of a real-money game, and plays play money as before', async () => {
    useSessionStore.getState().setSession(sessionValue());
    let currency = 'BRL';
    fakeApi({
      [API.gameLaunch]: () => ({ value: { url: 'https://games.example/play?t=abc', nodeId: '7', gameName: 'Minas', currency } }),
      [API.protection]: () => ({ value: { identity: { required: true, verified: false } } }),
    });
    const { unmount } = renderApp('/m/gameCenter?nodeId=7');
    const notice = await screen.findByTestId('game-center-identity');
    expect(notice.textContent).toContain('Verifique sua identidade para depositar e jogar.');
    expect(screen.getByTestId('game-center-identity-link').getAttribute('href')).toBe('/m/verifyIdentity');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    unmount();
    currency = 'PLAY';
    renderApp('/m/gameCenter?nodeId=7');
    await screen.findByTestId('game-frame');
    expect(screen.queryByTestId('game-center-identity')).toBeNull();
  });

  it('sends guests to the login without calling launch', async () => {
    const api = fakeApi({});
    renderApp('/m/gameCenter?nodeId=7');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(api.calls.some((c) => c.path === API.gameLaunch)).toBe(false);
  });

  it('goes home from the back arrow when there is no history', async () => {
    useSessionStore.getState().setSession(sessionValue());
    fakeApi({ [API.gameLaunch]: () => ({ errorCode: 'game.not.found', status: 404 }) });
    renderApp('/m/gameCenter?nodeId=7');
    await screen.findByTestId('game-center-error');
    fireEvent.click(screen.getByTestId('game-center-back'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
  });
});
