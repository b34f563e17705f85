import type { AddressInfo } from 'node:net';
import { API } from '@app/contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

const MAIL_FROM = 'Demo Bet <no-reply@demo-bet.example>';
const SMTP_USER = 'mailer';
const SMTP_PASS = 'smtp-secret-pass';

interface Delivery {
  envelopeFrom: string;
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server in this process on a free local port: what nodemailer talks to is a genuine SMTP dialogue. */
async function startSmtp() {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          deliveries.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, deliveries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases())('forgot password through a real SMTP server on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const mail = { smtpUrl: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtp.port}`, from: MAIL_FROM, failAddresses: [] };
    t = await createTestApp(kind, { config: { mail, publicOrigin: 'https://bet.example' } });
    client = accountClient(t);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const register = await merchants.getSetting(t.database.db, demo.id, 'register');
    const withEmail = register.map((f) => (f.field === 'email' ? { ...f, enabled: true, required: false } : f));
    if (!withEmail.some((f) => f.field === 'email'))
      withEmail.push({ field: 'email', enabled: true, required: false } as (typeof register)[number]);
    await merchants.setSetting(t.database.db, demo.id, 'register', withEmail);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail from MAIL_FROM to the member, and its link sets the new password', async () => {
    const email = `smtp.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { res, payload } = await client.register({ email });
    expect(res.statusCode).toBe(200);
    const before = smtp.deliveries.length;

    const forgot = await t.app.inject({
      method: 'POST',
      url: API.forgotPassword,
      remoteAddress: nextIp(),
      headers: { language: 'en', 'content-type': 'application/x-www-form-urlencoded', ...(await humanProofHeaders(t)) },
      payload: new URLSearchParams({ username: payload.username as string, email }).toString(),
    });
    expect(forgot.json()).toEqual({ success: true, value: null });
    // The server accepts the message (250) only after it is parsed and stored, so the send is complete here.
    await t.background.idle();
    const delivery = smtp.deliveries[before];
    expect(delivery).toBeDefined();
    const { mail, envelopeFrom, envelopeTo } = delivery!;
    expect(envelopeFrom).toBe('no-reply@demo-bet.example');
    expect(envelopeTo).toEqual([email]);
    expect(mail.from?.value).toEqual([{ name: 'Demo Bet', address: 'no-reply@demo-bet.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
    expect(mail.subject).toBe('Demo Bet: password reset');
    const textLink = /https:\/\/bet\.example\/m\/resetPassword\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(textLink).not.toBeNull();
    const token = textLink![1]!;
    expect(String(mail.html)).toContain(`https://bet.example/m/resetPassword?token=${token}`);

    const reset = await t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      remoteAddress: nextIp(),
      payload: { token, newPassword: 'bynewmail123', confirmNewPassword: 'bynewmail123' },
    });
    expect(reset.json()).toEqual({ success: true, value: null });
    expect((await client.login(payload.username as string, 'bynewmail123')).statusCode).toBe(200);
    expect((await client.login(payload.username as string, payload.password as string)).json().errorCode).toBe('login.credentials.invalid');
  });

  it('sends nothing when the account and address do not match, and keeps the SMTP password out of the logs', async () => {
    const before = smtp.deliveries.length;
    const forgot = await t.app.inject({
      method: 'POST',
      url: API.forgotPassword,
      remoteAddress: nextIp(),
      headers: await humanProofHeaders(t),
      payload: { username: 'nobody_here', email: 'nobody@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await t.background.idle();
    expect(smtp.deliveries.length).toBe(before);
    expect(t.logs()).not.toContain(SMTP_PASS);
  });
});
