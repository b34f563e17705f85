import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { i18next, initI18n } from '../../../lib/i18n/i18n';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { fakeApi } from '../../../test/fake-api';
import { NotificationsToggle } from './notifications-toggle';

/** The server's public VAPID key (base64url) and the bytes the browser must be given. */
const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const keyBytes = () => Uint8Array.from(Buffer.from(SERVER_KEY, 'base64url'));
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };

/** The browser's side: notification permission, and a service worker registration with a push manager. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    unsubscribe: () => Promise<boolean>;
    toJSON: () => unknown;
  } | null = null;
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = answer)) };
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: options.applicationServerKey.slice().buffer },
      unsubscribe: vi.fn(async () => ((current = null), true)),
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, subscribe, subscribed: () => current };
}

const toggle = () => screen.getByTestId('set-notifications');
const hint = () => screen.getByTestId('set-notifications-hint').textContent;

beforeAll(() => {
  initI18n('pt');
  registerMessagesTexts();
});
beforeEach(() => void i18next.changeLanguage('pt'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notifications switch of /m/set', () => {
  it('asks permission, subscribes with the server’s key and sends the subscription; off removes it', async () => {
    const browser = fakeBrowser('default');
    const { calls } = fakeApi({
      [API.pushKey]: () => ({ value: { publicKey: SERVER_KEY } }),
      [API.pushSubscriptions]: (call) => ({ value: { subscribed: call.method === 'POST' } }),
    });
    render(<NotificationsToggle />);
    expect(screen.getByText('Notificações')).toBeTruthy();
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    // Nothing is asked before the player taps.
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes() });
    const posted = calls.filter((c) => c.path === API.pushSubscriptions);
    expect(posted.map((c) => [c.method, c.body])).toEqual([['POST', { endpoint: ENDPOINT, keys: KEYS }]]);

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(calls.filter((c) => c.path === API.pushSubscriptions).map((c) => [c.method, c.body])).toEqual([
      ['POST', { endpoint: ENDPOINT, keys: KEYS }],
      ['DELETE', { endpoint: ENDPOINT }],
    ]);
    expect(browser.subscribed()).toBeNull();
  });

  it('shows the switch on for a device already subscribed', async () => {
    const browser = fakeBrowser('granted');
    fakeApi({});
    await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes() });
    expect(browser.subscribed()).not.toBeNull();
    render(<NotificationsToggle />);
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
  });

  it('says how to unblock when the player refuses the permission, and sends nothing', async () => {
    const browser = fakeBrowser('default', 'denied');
    const { calls } = fakeApi({});
    render(<NotificationsToggle />);
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(hint()).toMatch(/Bloqueadas no navegador/));
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('stays off and says so when the server refuses the subscription', async () => {
    const browser = fakeBrowser('granted');
    fakeApi({
      [API.pushKey]: () => ({ value: { publicKey: SERVER_KEY } }),
      [API.pushSubscriptions]: () => ({ errorCode: 'push.endpoint.refused', status: 400 }),
    });
    render(<NotificationsToggle />);
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Não foi possível mudar as notificações. Tente de novo.'));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(browser.subscribed()).toBeNull();
  });

  it('is disabled, in English too, where the browser has no web push', async () => {
    await i18next.changeLanguage('en');
    render(<NotificationsToggle />);
    await waitFor(() => expect(hint()).toBe('This browser does not receive notifications. On iPhone, add the site to the home screen.'));
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Notifications')).toBeTruthy();
  });
});
