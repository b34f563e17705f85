import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '@app/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { captureInstallPrompt } from '../../../lib/standalone/install-prompt';
import { makeStatus } from '../../../test/status-fixture';
import { renderApp } from '../../../test/render-app';

function statusWith(downloads: SystemStatus['info']['resources']['downloads']): SystemStatus {
  const status = makeStatus();
  status.info.resources.downloads = downloads;
  return status;
}

const allLinks = statusWith([
  { resourceType: 'IOS', url: 'https://apps.example.test/ios' },
  { resourceType: 'Android', url: 'https://example.test/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://example.test/clip.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/example' },
]);

/** The browser's install offer, as Chromium fires it. */
function fireInstallOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeAll(() => captureInstallPrompt());
// The offer is kept in the module: spend it so the next test starts without one.
afterEach(() => {
  act(() => void window.dispatchEvent(new Event('appinstalled')));
  vi.unstubAllGlobals();
});

describe('download popup', () => {
  it('opens from the header icon and lists the configured app links, not the Telegram channel', async () => {
    renderApp('/m/home', allLinks);
    fireEvent.click(await screen.findByTestId('header-download'));
    const popup = await screen.findByTestId('download-popup');
    expect(within(popup).getByTestId('download-link-IOS').getAttribute('href')).toBe('https://apps.example.test/ios');
    expect(within(popup).getByTestId('download-link-Android').getAttribute('href')).toBe('https://example.test/app.apk');
    expect(within(popup).getByTestId('download-link-MOBILECONFIG').textContent).toContain('Atalho na tela inicial');
    expect(popup.textContent).not.toContain('t.me');
    expect(within(popup).queryByTestId('download-install')).toBeNull();
    fireEvent.click(within(popup).getByTestId('download-popup-close'));
    expect(screen.queryByTestId('download-popup')).toBeNull();
  });

  it('offers the browser install when it fired, uses it once, and drops it after the install', async () => {
    renderApp('/m/home', statusWith([{ resourceType: 'Android', url: 'https://example.test/app.apk' }]));
    fireEvent.click(await screen.findByTestId('header-download'));
    expect(within(await screen.findByTestId('download-popup')).queryByTestId('download-install')).toBeNull();
    const offer = fireInstallOffer();
    expect(offer.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('download-install')));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('download-install')).toBeNull();
  });
});

describe('download bar', () => {
  it('shows on home with app links; closing it stores hideDownloadBar and keeps it hidden', async () => {
    const { unmount } = renderApp('/m/home', allLinks);
    const bar = await screen.findByTestId('download-bar');
    fireEvent.click(within(bar).getByTestId('download-bar-open'));
    expect(await screen.findByTestId('download-popup')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    unmount();
    renderApp('/m/home', allLinks);
    expect(await screen.findByTestId('header-download')).toBeTruthy();
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('needs something to offer: no bar with only a Telegram link until the browser makes its install offer', async () => {
    renderApp('/m/home', statusWith([{ resourceType: 'TELEGRAM', url: 'https://t.me/example' }]));
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    fireInstallOffer();
    expect(screen.getByTestId('download-bar')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('is not shown inside the installed web app, nor the header icon', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('standalone'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderApp('/m/home', allLinks);
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(screen.queryByTestId('header-download')).toBeNull();
  });
});

describe('/m/app page', () => {
  it('shows the same options, the iPhone steps and a back arrow, in Portuguese and English', async () => {
    renderApp('/m/app', allLinks);
    const page = await screen.findByTestId('screen-app');
    expect(within(page).getByTestId('download-link-IOS')).toBeTruthy();
    expect(within(page).getByTestId('download-link-Android')).toBeTruthy();
    expect(within(page).getByTestId('download-ios-steps').textContent).toContain('Adicionar à Tela de Início');
    expect(within(page).getByTestId('title-bar-back')).toBeTruthy();
    expect(screen.queryByTestId('header')).toBeNull();
    await act(async () => void (await i18next.changeLanguage('en')));
    expect(within(page).getByTestId('download-ios-steps').textContent).toContain('Add to Home Screen');
    expect(within(page).getByTestId('download-link-Android').textContent).toContain('Download for Android');
    await act(async () => void (await i18next.changeLanguage('pt')));
  });

  it('says when nothing can be downloaded', async () => {
    renderApp('/m/app', statusWith([]));
    expect(await screen.findByTestId('download-none')).toBeTruthy();
  });
});
