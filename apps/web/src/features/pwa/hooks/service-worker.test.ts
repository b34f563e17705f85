import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateWorker, watchServiceWorker } from './service-worker';

/** A worker and a registration as the browser hands them out, driven by hand. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState; postMessage: ReturnType<typeof vi.fn> };
}

function fakeBrowser({ controlled, waiting = null }: { controlled: boolean; waiting?: ServiceWorker | null }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as ServiceWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker('activated') : null,
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { serviceWorker: container });
  /** A new version found and installed, as after a deploy. */
  const install = () => {
    const worker = fakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    (worker as { state: ServiceWorkerState }).state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    return worker;
  };
  return { container, install };
}

afterEach(() => vi.unstubAllGlobals());

describe('service worker updates', () => {
  it('registers the root worker and offers no switch on a first install', async () => {
    const { container, install } = fakeBrowser({ controlled: false });
    const onWaiting = vi.fn();
    await watchServiceWorker(onWaiting);
    install();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('offers a new version installed while an older one controls the page', async () => {
    const { install } = fakeBrowser({ controlled: true });
    const onWaiting = vi.fn();
    await watchServiceWorker(onWaiting);
    const worker = install();
    expect(onWaiting).toHaveBeenCalledWith(worker);
  });

  it('offers a version already waiting at registration (installed by another tab)', async () => {
    const waiting = fakeWorker('installed');
    fakeBrowser({ controlled: true, waiting });
    const onWaiting = vi.fn();
    await watchServiceWorker(onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('tells the waiting worker to take over and reloads once it controls the page', () => {
    const { container } = fakeBrowser({ controlled: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const worker = fakeWorker('installed');
    activateWorker(worker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
