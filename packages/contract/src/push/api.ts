/** Paths of the web push calls (merged into API). */
export const PUSH_API = {
  /** GET the server's public VAPID key, for PushManager.subscribe({ applicationServerKey }). */
  pushKey: '/wps/push/key',
  /** POST a browser's subscription for the signed-in member; DELETE one of theirs by endpoint. */
  pushSubscriptions: '/wps/push/subscriptions',
} as const;
