import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

export const mailEnv = envSection('Mail', import.meta.url, {
  MAIL_PROVIDER: envVariable(z.enum(['smtp', 'outbox']).optional(), {
    text:
      '`smtp` sends through `SMTP_URL` (required then); `outbox` keeps mail in a table (operator call ' +
      '`GET /wps/operator/mail/outbox`) even when `SMTP_URL` is set. Chosen by name, `outbox` logs a warning at every start.',
    unset: '`smtp` when `SMTP_URL` is set, else `outbox`',
    production: 'must be chosen (`smtp`, or `outbox` by name)',
  }),
  SMTP_URL: envVariable(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    {
      text: 'The SMTP server (nodemailer), with credentials: `smtp://user:pass@host:587`, or `smtps://…` for TLS.',
      allowed: 'an `smtp://` or `smtps://` URL',
      production: 'required with `MAIL_PROVIDER=smtp`',
    },
  ),
  MAIL_FROM: envVariable(z.string().default('Demo Bet <no-reply@demo-bet.example>'), { text: 'The sender address of every e-mail.' }),
  MAIL_OUTBOX_FAIL_ADDRESSES: envVariable(z.string().optional(), {
    text: 'Comma list of addresses the mail outbox refuses, like a provider would (to exercise the failure path).',
  }),
});

/** Outside production a missing MAIL_PROVIDER keeps the old rule: SMTP when SMTP_URL is set, else the outbox. */
export function mailConfig(e: z.output<typeof mailEnv.schema>) {
  const provider = e.MAIL_PROVIDER ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  if (provider === 'smtp' && !e.SMTP_URL) throw refusal(['MAIL_PROVIDER=smtp needs SMTP_URL']);
  return {
    mail: {
      smtpUrl: provider === 'smtp' ? e.SMTP_URL : undefined,
      from: e.MAIL_FROM,
      /** Outbox only: addresses (lower case) refused like a provider would. */
      failAddresses: (e.MAIL_OUTBOX_FAIL_ADDRESSES ?? '')
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}
