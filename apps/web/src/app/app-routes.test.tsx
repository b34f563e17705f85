import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../lib/session/session-store';
import { renderApp } from '../test/render-app';
import { makeStatus } from '../test/status-fixture';

const storeSession = (type: number) =>
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'demo', userName: 'ana', type, firstTimeLogin: false });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes generated from the contract table', () => {
  it('shows the home screen with the home header and the lit home footer item', async () => {
    renderApp('/m/index.html');
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.getByTestId('header').dataset.variant).toBe('home');
    expect(screen.getByTestId('header-login')).toBeTruthy();
    expect(screen.getByTestId('footer-item-home').dataset.active).toBe('true');
    expect(screen.queryByTestId('header-download')).toBeNull();
  });

  it('shows an inner page with its translated title, back arrow and service control', async () => {
    renderApp('/m/notice');
    expect(await screen.findByTestId('screen-notice')).toBeTruthy();
    const header = screen.getByTestId('header');
    expect(header.dataset.variant).toBe('default');
    expect(within(header).getByRole('heading').textContent).toBe('Anúncios');
    expect(screen.getByTestId('header-back')).toBeTruthy();
    expect(screen.getByTestId('header-right-service')).toBeTruthy();
    expect(screen.getByTestId('footer-item-home').dataset.active).toBe('false');
  });

  it('uses the search control on /m/read pages and no header on the login', async () => {
    renderApp('/m/read/live');
    expect(await screen.findByTestId('screen-read.live')).toBeTruthy();
    expect(screen.getByTestId('header-right-search')).toBeTruthy();
  });

  it('sends unknown paths home and guests away from member pages', async () => {
    renderApp('/m/nowhere');
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('redirects a guest from a member page to the login, which has neither header nor footer', async () => {
    renderApp('/m/set');
    expect(await screen.findByTestId('screen-login')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/m/login');
    expect(screen.queryByTestId('header')).toBeNull();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
  });

  it('shows the agent footer on the agent home for agents', async () => {
    storeSession(1);
    renderApp('/m/agent');
    expect(await screen.findByTestId('screen-agent')).toBeTruthy();
    expect(screen.getByTestId('agent-footer')).toBeTruthy();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
  });

  it('offers the download icon on home only when the merchant has app links', async () => {
    const status = makeStatus();
    status.info.resources.downloads = [{ resourceType: 'TELEGRAM', url: 'https://t.me/example' }];
    const { unmount } = renderApp('/m/home', status);
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.queryByTestId('header-download')).toBeNull();
    unmount();

    status.info.resources.downloads.push({ resourceType: 'Android', url: 'https://example.test/app.apk' });
    renderApp('/m/home', status);
    expect(await screen.findByTestId('header-download')).toBeTruthy();
  });

  it('opens the right sidebar from the header and closes it with Escape', async () => {
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    const sidebar = await screen.findByTestId('right-sidebar');
    expect(sidebar.getAttribute('aria-modal')).toBe('true');
    expect(within(sidebar).getByTestId('sidebar-username').textContent).toBe('Visitante');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('right-sidebar')).toBeNull();
  });

  it('logs a member out after confirmation: revokes the token, clears the session, replaces the route with home', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      const value = url.includes('/wps/member/info')
        ? { id: '1', account: 'ana', nickname: 'Aninha', type: 0, clubLabel: { labelName: 'VIP 3' } }
        : url.includes('/wps/wallets/gcs')
          ? { sumBalance: '1234.56', cash: '1234.56', withdrawable: '1234.56' }
          : null;
      return new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    storeSession(0);
    renderApp('/m/home');
    expect(await screen.findByTestId('header-deposit')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('R$ 1.234,56'));
    fireEvent.click(screen.getByTestId('open-right-sidebar'));
    const sidebar = await screen.findByTestId('right-sidebar');
    await waitFor(() => expect(within(sidebar).getByTestId('sidebar-username').textContent).toBe('Aninha'));
    expect(within(sidebar).getByTestId('sidebar-vip').textContent).toBe('VIP 3');
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByTestId('logout-confirm-cancel'));
    expect(useSessionStore.getState().session).not.toBeNull();
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByTestId('logout-confirm-confirm'));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/logout');
    expect(logoutCall?.[1]?.method).toBe('DELETE');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer t');
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('asks a guest before opening the member center', async () => {
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('footer-item-member-center'));
    // The prompt's dialog loads on the first tap.
    fireEvent.click(await screen.findByTestId('member-center-prompt-confirm'));
    expect(await screen.findByTestId('screen-register')).toBeTruthy();
  });
});
