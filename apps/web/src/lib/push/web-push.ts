import { deletePushSubscription, fetchPushKey, postPushSubscription } from './push-api';

/** `unsupported`: no service worker, Push API or notifications here (iOS Safari outside a home-screen app, old browsers). */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The browser's subscription, when the site's service worker has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** applicationServerKey wants the raw key bytes; the server gives base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (only here, on the player's tap), subscribes through the service worker with the server's key
 * and hands the subscription to the server. A subscription made for another key (the server's pair changed) is
 * replaced.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await fetchPushKey();
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const boundKey = subscription?.options.applicationServerKey;
  if (
    subscription &&
    boundKey &&
    btoa(String.fromCharCode(...new Uint8Array(boundKey))) !== btoa(String.fromCharCode(...applicationServerKey))
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  try {
    await postPushSubscription({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } });
  } catch (error) {
    // A subscription the server does not know would show the switch on while nothing can arrive.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Tells the server first (while the session is alive), then drops the browser's subscription either way. */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await deletePushSubscription(subscription.endpoint);
    } finally {
      await subscription.unsubscribe();
    }
  }
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}
