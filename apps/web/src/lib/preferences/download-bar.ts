import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@app/contract';
import { readStored, writeStored } from '../storage';

const HIDDEN = '1';
const listeners = new Set<() => void>();

/** SPEC §3/§4: the stored hideDownloadBar setting; the bar shows until it is hidden. */
export function downloadBarHidden(): boolean {
  return readStored(STORAGE_KEYS.hideDownloadBar) === HIDDEN;
}

export function hideDownloadBar(): void {
  writeStored(STORAGE_KEYS.hideDownloadBar, HIDDEN);
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useDownloadBarHidden(): boolean {
  return useSyncExternalStore(subscribe, downloadBarHidden, () => false);
}
