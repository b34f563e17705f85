import { z } from 'zod';
import { text } from '../safe-text.js';

/**
 * base64url as PushSubscription.toJSON() gives it; some browsers pad with `=`. The length is in the pattern as well as
 * in min/max: a generator reading the pattern (the route fuzz's) then makes strings of about the right length instead
 * of searching forever for one among short ones.
 */
const base64url = (min: number, max: number) =>
  text()
    .min(min)
    .max(max)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min - 2},${max}}={0,2}$`), 'must be base64url');

/**
 * A browser's push subscription. The endpoint is the push service's URL (https only; the server further accepts only
 * the push services it is configured to trust). p256dh is an uncompressed P-256 point (65 bytes, 87 characters),
 * auth a 16-byte secret (22 characters).
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: text()
      .max(1024)
      .pipe(z.url({ protocol: /^https$/ })),
    keys: z.object({ p256dh: base64url(86, 90), auth: base64url(21, 26) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: text().min(1).max(1024) }).strict();
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

export const pushKeySchema = z.object({ publicKey: text() });
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });
export type PushSubscribed = z.infer<typeof pushSubscribedSchema>;

/** What the service worker receives in a push: already in the member's language. */
export const pushMessageSchema = z.object({ title: text(), body: text(), url: text(), tag: text() });
export type PushMessage = z.infer<typeof pushMessageSchema>;
