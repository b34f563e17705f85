import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

export const smsEnv = envSection('SMS', import.meta.url, {
  SMS_PROVIDER: envVariable(z.enum(['outbox', 'twilio']).optional(), {
    text:
      '`outbox` keeps SMS in a table (operator call `GET /wps/operator/sms/outbox`); `twilio` sends them. Chosen by name, ' +
      '`outbox` logs a warning at every start.',
    unset: '`outbox`',
    production: 'must be chosen (`twilio`, or `outbox` by name)',
  }),
  TWILIO_ACCOUNT_SID: envVariable(z.string().optional(), {
    text:
      'The Twilio account, with `SMS_PROVIDER=twilio`. A refusal, an error answer or no answer within 10 s is a failed ' +
      "send (`sms.send.failed`, no code kept; the log names the status and Twilio's error code).",
    production: 'required with `SMS_PROVIDER=twilio`',
  }),
  TWILIO_AUTH_TOKEN: envVariable(z.string().optional(), {
    text: "The Twilio account's auth token, with `SMS_PROVIDER=twilio`.",
    production: 'required with `SMS_PROVIDER=twilio`',
  }),
  TWILIO_FROM: envVariable(z.string().optional(), {
    text: 'The sender number, with `SMS_PROVIDER=twilio`.',
    production: 'required with `SMS_PROVIDER=twilio`',
  }),
  TWILIO_API_URL: envVariable(z.string().url().default('https://api.twilio.com'), {
    text:
      "Base URL of Twilio's REST API (`…/2010-04-01/Accounts/{sid}/Messages.json` is appended); the tests (and a " +
      'regional edge) point it elsewhere.',
  }),
  SMS_OUTBOX_FAIL_NUMBERS: envVariable(z.string().optional(), {
    text:
      'Comma list of E.164 numbers the SMS outbox refuses, like a provider would (to exercise the failure path); inert ' + 'with Twilio.',
  }),
});

/** The outbox, or Twilio with its whole account. */
function smsSender(e: z.output<typeof smsEnv.schema>) {
  if ((e.SMS_PROVIDER ?? 'outbox') === 'outbox') return { provider: 'outbox' as const, failNumbers: commaList(e.SMS_OUTBOX_FAIL_NUMBERS) };
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM) {
    throw refusal(['SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM']);
  }
  return {
    provider: 'twilio' as const,
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
  };
}

export const smsConfig = (e: z.output<typeof smsEnv.schema>) => ({ sms: smsSender(e) });
