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

/** SPEC §2: in a plain browser tab the download bar is offered again on each start. */
export function resetDownloadBarOutsideApp(): void {
  if (!isStandalone()) removeStored(STORAGE_KEYS.hideDownloadBar);
}
