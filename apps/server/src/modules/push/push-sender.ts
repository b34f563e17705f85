import type { Agent } from 'node:https';
import type { PushMessage } from '@app/contract';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './push.config.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404/410); `retry`: worth asking again; `refused`: not. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; error: string } | { kind: 'refused'; error: string };

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

export interface WebPushOptions {
  keys: () => Promise<VapidKeys>;
  subject: string;
  /** Tests trust their local push service's certificate with it. */
  agent?: Agent;
}

/** A day: a phone that comes back online later than that does not need to hear about a deposit any more. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** What may be logged or stored of a failure: a status code or the error's kind, never the endpoint or the payload. */
function outcomeOf(error: unknown): PushOutcome {
  if (error instanceof WebPushError) {
    if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
    const described = `HTTP ${error.statusCode}`;
    return error.statusCode === 429 || error.statusCode >= 500
      ? { kind: 'retry', error: described }
      : { kind: 'refused', error: described };
  }
  const code = (error as NodeJS.ErrnoException).code;
  return { kind: 'retry', error: typeof code === 'string' ? code : 'network error' };
}

/** The real sender: the payload encrypted for the browser (RFC 8291) and signed with our VAPID key (RFC 8292). */
export function webPushSender(options: WebPushOptions): PushSender {
  return async (target, message) => {
    const vapid = await options.keys();
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: options.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          ...(options.agent && { agent: options.agent }),
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
}
