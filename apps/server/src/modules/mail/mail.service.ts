import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { MailConfig } from '../../config.js';
import * as repository from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What sends an e-mail. A rejected promise means not sent. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export class MailSendError extends Error {}

/**
 * The embedded provider: messages go to the outbox table. Addresses listed in
 * `failAddresses` fail like a provider refusing them (stored as failed).
 */
export function outboxMailSender(db: Db, failAddresses: ReadonlySet<string>): MailSender {
  return {
    async send(message) {
      const to = message.to.trim().toLowerCase();
      const failed = failAddresses.has(to);
      await repository.insertOutbox(db, { ...message, toAddress: to, status: failed ? 'failed' : 'sent' });
      if (failed) throw new MailSendError('outbox refused the address');
    },
  };
}

/** SMTP through nodemailer (SMTP_URL carries host, port, credentials and TLS choice). */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        // The provider's own text may echo the message; keep only the kind of failure.
        throw new MailSendError(`smtp send failed: ${(error as { code?: string }).code ?? 'unknown'}`);
      }
    },
  };
}

export function mailSenderOf(config: MailConfig, db: Db): MailSender {
  return config.smtpUrl ? smtpMailSender(config.smtpUrl, config.from) : outboxMailSender(db, new Set(config.failAddresses));
}

/** The latest 20 messages to an address, oldest first (the newest is the last). */
export async function outboxMessages(db: Db, to: string) {
  const rows = await repository.latestOutbox(db, { toAddress: to.trim().toLowerCase(), limit: 20 });
  return rows.reverse();
}
