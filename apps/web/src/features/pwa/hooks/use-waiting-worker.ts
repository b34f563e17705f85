import { useEffect, useState } from 'react';
import { watchServiceWorker } from './service-worker';

/**
 * The new version's worker waiting to take over, if any. Registration starts once the page has loaded, so it never
 * competes with the first screen; only production builds have a worker (vite-plugin-pwa writes it at build time).
 */
export function useWaitingWorker(): [ServiceWorker | null, () => void] {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    const start = () => {
      // A failed registration (private mode, blocked workers) leaves the site as it is: online only.
      watchServiceWorker((worker) => live && setWaiting(worker)).catch(() => undefined);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, []);
  return [waiting, () => setWaiting(null)];
}
