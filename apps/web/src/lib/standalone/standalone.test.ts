import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStandalone, resetDownloadBarOutsideApp } from './standalone';

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query.includes('standalone'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('download bar reset at start-up', () => {
  it('clears hideDownloadBar in a browser tab', () => {
    displayMode(false);
    localStorage.setItem('hideDownloadBar', '1');
    resetDownloadBarOutsideApp();
    expect(localStorage.getItem('hideDownloadBar')).toBeNull();
  });

  it('keeps it inside the installed app', () => {
    displayMode(true);
    expect(isStandalone()).toBe(true);
    localStorage.setItem('hideDownloadBar', '1');
    resetDownloadBarOutsideApp();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });
});
