import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, LANGUAGE_HEADER } from '@app/contract';
import { i18next, loadLanguage } from '../../../lib/i18n/i18n';
import { lobbyApi } from '../../../test/lobby-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const notice = (id: number, title: string) => ({ id, type: 'PU', title, content: '<p>x</p>', startDate: '2026-01-01 00:00:00' });

describe('home login popups and notice ticker', () => {
  it('a language switch neither brings closed login popups back nor claims there are no notices', async () => {
    const api = lobbyApi({
      [API.announcements]: (call) => {
        const en = call.headers.get(LANGUAGE_HEADER) === 'en';
        return { value: { player: [notice(1, en ? 'Welcome' : 'Bem-vindo')], popup: [notice(2, en ? 'Bonus' : 'Bônus')] } };
      },
    });
    renderApp('/m/home');
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-popup-close'));
    expect(screen.queryByTestId('login-popup')).toBeNull();
    await screen.findByText('Bem-vindo');

    await act(async () => {
      await loadLanguage('en');
      await i18next.changeLanguage('en');
    });
    const homeCalls = () => api.calls.filter((c) => c.path === API.announcements && c.query.get('types') === 'B,PL,PU');
    await waitFor(() => expect(homeCalls()).toHaveLength(2));
    // The ticker never says "no notices" while the list in the new language is on its way.
    expect(screen.queryByTestId('notice-ticker-empty')).toBeNull();
    await screen.findByText('Welcome');
    expect(screen.queryByTestId('login-popup')).toBeNull();
    await act(() => i18next.changeLanguage('pt'));
  });
});
