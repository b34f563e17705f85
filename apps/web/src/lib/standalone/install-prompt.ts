/** The event Chromium fires when the site may be installed (not in lib.dom yet). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the download popup and bar. Called at start-up, before React:
 * the event fires once, early, and is lost if nobody listens then. Its default (the browser's own
 * mini-infobar) is stopped because the site offers the install itself.
 */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  // Installed (from our button or the browser's menu): the offer is spent.
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

export function subscribeInstallPrompt(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Shows the browser's install dialog; a prompt can be used once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
