import type { Db } from '../../db/client.js';
import * as repository from './verification.repository.js';

/** What sends an SMS; `to` is E.164 (+5511987654321). A rejected promise means not sent. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {}

/**
 * The embedded provider: messages go to the outbox table. Numbers listed in
 * `failNumbers` fail like a provider refusing them (stored as failed), so the
 * failure path can be exercised without a real provider.
 */
export function outboxSender(db: Db, failNumbers: ReadonlySet<string>): SmsSender {
  return {
    async send(to, text) {
      const failed = failNumbers.has(to);
      await repository.insertOutbox(db, { toNumber: to, text, status: failed ? 'failed' : 'sent' });
      if (failed) throw new SmsSendError(`outbox refused ${to}`);
    },
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

/** Twilio Messages REST API (form POST with basic auth); any non-2xx answer is a failed send. */
export function twilioSender(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send(to, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new SmsSendError(`twilio answered ${response.status}`);
    },
  };
}
