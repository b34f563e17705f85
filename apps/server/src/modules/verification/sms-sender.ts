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
      if (failed) throw new SmsSendError('outbox refused the number');
    },
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Base of the REST API (TWILIO_API_URL); tests point it at a local server. */
  apiUrl?: string;
  timeoutMs?: number;
}

export const TWILIO_API_URL = 'https://api.twilio.com';
const TWILIO_TIMEOUT_MS = 10_000;
/** Statuses of a created message that mean it will not be delivered. */
const REFUSED_STATUSES = new Set(['failed', 'undelivered', 'canceled']);

/** The provider's error code, when its answer is Twilio's JSON error shape ({ code, message, status }). */
async function twilioErrorCode(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
  return typeof body?.code === 'number' || typeof body?.code === 'string' ? String(body.code) : 'none';
}

/**
 * Twilio Messages REST API: a form POST (To, From, Body) with basic auth
 * sid:token. A non-2xx answer (400 invalid number, 401 credentials, 429 too
 * many requests…), a created message already failed, a network error or no
 * answer within 10 s are failed sends; the error names only the kind, status
 * and Twilio's error code (never the number, text or credentials).
 */
export function twilioSender(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const base = (config.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: config.from, Body: text }),
          signal: AbortSignal.timeout(config.timeoutMs ?? TWILIO_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = (error as { name?: string }).name === 'TimeoutError';
        throw new SmsSendError(timedOut ? 'twilio timed out' : 'twilio unreachable');
      }
      if (!response.ok) throw new SmsSendError(`twilio answered ${response.status} (code ${await twilioErrorCode(response)})`);
      const created = (await response.json().catch(() => undefined)) as { status?: unknown } | undefined;
      if (typeof created?.status === 'string' && REFUSED_STATUSES.has(created.status)) {
        throw new SmsSendError(`twilio message ${created.status}`);
      }
    },
  };
}
