/** The worker generateSW writes (vite.config.ts), at the root scope so it serves every page. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker and reports a new version once it waits to take over: one installed while an older
 * one controls this page, now or already at registration (installed by another tab). A first install controls
 * nothing yet, so it offers no switch. Written on the platform's API: workbox-window did the same for 2.2 kB gzipped
 * in the home's first load.
 */
export async function watchServiceWorker(onWaiting: (worker: ServiceWorker) => void): Promise<void> {
  const container = navigator.serviceWorker;
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) onWaiting(worker);
  };
  const registration = await container.register(WORKER_URL, { scope: '/' });
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/** Lets the waiting worker take over (the worker skips waiting on this message) and reloads under it. */
export function activateWorker(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
