import type { Language } from '@app/contract';
import type { MailMessage } from '../mail/mail.service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts: Record<
  Language,
  { subject: (site: string) => string; body: (user: string, minutes: number) => string; button: string; ignore: string }
> = {
  pt: {
    subject: (site) => `${site}: redefinição de senha`,
    body: (user, minutes) =>
      `Olá ${user}, recebemos um pedido para redefinir sua senha. O link vale por ${minutes} minutos e só pode ser usado uma vez.`,
    button: 'Redefinir senha',
    ignore: 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  },
  en: {
    subject: (site) => `${site}: password reset`,
    body: (user, minutes) =>
      `Hello ${user}, we received a request to reset your password. The link is valid for ${minutes} minutes and can be used once.`,
    button: 'Reset password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
};

/** The reset e-mail in the request's language, as plain text and HTML. */
export function resetMail(params: {
  to: string;
  site: string;
  username: string;
  link: string;
  ttlMs: number;
  language: Language;
}): MailMessage {
  const t = texts[params.language];
  const minutes = Math.round(params.ttlMs / 60_000);
  const body = t.body(params.username, minutes);
  return {
    to: params.to,
    subject: t.subject(params.site),
    text: `${body}\n\n${params.link}\n\n${t.ignore}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(params.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
