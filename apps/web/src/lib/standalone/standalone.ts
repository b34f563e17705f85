import { STORAGE_KEYS } from '@app/contract';
import { removeStored } from '../storage';

const STANDALONE_QUERY = '(display-mode: standalone)';

interface IosNavigator extends Navigator {
  standalone?: boolean;
}

/** Running as an installed web app (Android/desktop PWA) or an iOS home-screen app. */
export function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia(STANDALONE_QUERY).matches;
  return media || (navigator as IosNavigator).standalone === true;
}

export function subscribeStandalone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * SPEC §2 start-up, read literally: "The hideDownloadBar local setting is cleared when the site is not running as
 * an app or installed web app." So in a plain browser tab the setting lives until the next start (a reload or a new
 * visit), and the bar is offered again then; closing it hides it for the rest of that visit only. Inside the
 * installed web app (or an iOS home-screen clip) the setting is kept, though the bar never shows there anyway.
 * This site has no native wrapper of its own to detect, so "app" is what isStandalone() recognises.
 */
export function resetDownloadBarOutsideApp(): void {
  if (!isStandalone()) removeStored(STORAGE_KEYS.hideDownloadBar);
}
