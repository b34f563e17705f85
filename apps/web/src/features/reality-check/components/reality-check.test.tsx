import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type SessionActivity } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const NOW = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

/** A session that started 10 minutes before NOW, checked every 15 minutes. */
function activityOf(over: Partial<SessionActivity> = {}): SessionActivity {
  return {
    startedAt: '2026-11-23T11:50:00Z',
    stakes: '120.00',
    wins: '80.50',
    net: '-39.50',
    realityCheckMinutes: 15,
    inactivityLogoutMinutes: null,
    ...over,
  };
}

function open(path: string, activity: SessionActivity, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [API.protectionSession]: () => ({ value: activity }), [API.logout]: () => ({ value: null }), ...routes });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp(path);
  return api;
}

const sessionCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === API.protectionSession).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Timers move with real time too, so lazy chunks and findBy keep working; advance() jumps the clock.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reality check', () => {
  it('interrupts after the interval with the time and the figures read fresh, and again N minutes after "continue"', async () => {
    const { calls } = open('/m/home', activityOf());
    await waitFor(() => expect(sessionCalls(calls)).toBe(1));
    await advance(4 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await advance(1 * MINUTE);
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain('Lembrete de tempo de jogo');
    expect(screen.getByTestId('reality-check-time').textContent).toBe('Você está conectado há 0:15.');
    expect((await screen.findByTestId('reality-check-stakes')).textContent).toBe('R$ 120,00');
    expect(screen.getByTestId('reality-check-wins').textContent).toBe('R$ 80,50');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('-R$ 39,50');
    expect(sessionCalls(calls)).toBe(2);

    // Escape does not dismiss it: the member has to choose.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('reality-check')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await advance(14 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1 * MINUTE);
    expect((await screen.findByTestId('reality-check-time')).textContent).toBe('Você está conectado há 0:30.');
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('shows at once when the tab comes back after sleeping past the due time', async () => {
    open('/m/home', activityOf({ startedAt: '2026-11-23T10:00:00Z', realityCheckMinutes: 60 }));
    // Two hours since the start: the check is overdue as soon as the session is known.
    expect((await screen.findByTestId('reality-check-time')).textContent).toBe('Você está conectado há 2:00.');
  });

  it('covers the game page, and "Sair" is the ordinary logout', async () => {
    const { calls } = open('/m/gameCenter?nodeId=7', activityOf({ realityCheckMinutes: 30 }), {
      [API.gameLaunch]: () => ({ value: { url: 'https://games.example/play', nodeId: '7', gameName: 'Dragão', currency: 'BRL' } }),
    });
    await screen.findByTestId('game-frame');
    await advance(20 * MINUTE);
    await screen.findByTestId('reality-check-net');
    expect(screen.getByTestId('game-frame')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reality-check-leave'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(calls.some((c) => c.path === API.logout && c.method === 'DELETE')).toBe(true);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('logs an idle member out with a toast where the jurisdiction asks for it', async () => {
    const { calls } = open('/m/home', activityOf({ realityCheckMinutes: 120, inactivityLogoutMinutes: 30 }));
    await waitFor(() => expect(sessionCalls(calls)).toBe(1));
    await advance(20 * MINUTE);
    fireEvent.pointerDown(document.body);
    await advance(20 * MINUTE);
    expect(useSessionStore.getState().session).not.toBeNull();
    await advance(10 * MINUTE);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe('Sessão encerrada por inatividade');
  });

  it('does not run for a trial player', async () => {
    const { calls } = fakeApi({ [API.protectionSession]: () => ({ value: activityOf() }) });
    useSessionStore.getState().setSession({ ...sessionValue('trial_1'), type: 4 });
    renderApp('/m/home');
    await screen.findByTestId('page');
    await advance(30 * MINUTE);
    expect(sessionCalls(calls)).toBe(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
