import { useSyncExternalStore } from 'react';
import { installPromptAvailable, subscribeInstallPrompt } from './install-prompt';

/** True while the browser's install offer is kept and not yet used or spent by an install. */
export function useInstallPrompt(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
}
