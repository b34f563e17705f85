import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { MailSendError, outboxMailSender, smtpMailSender } from './mail.service.js';

const message = { subject: 'Hello', text: 'Plain', html: '<p>Plain</p>' };

describe.each(testDatabases())('mail outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores messages, fails listed addresses like a provider, and shows them to the operator only', async () => {
    const sender = outboxMailSender(t.database.db, new Set(['refused@example.com']));
    await sender.send({ ...message, to: 'Someone@Example.com' });
    await expect(sender.send({ ...message, to: 'REFUSED@example.com' })).rejects.toBeInstanceOf(MailSendError);
    const list = (to: string, headers = operatorHeaders) =>
      t.app.inject({ method: 'GET', url: `${API.operatorMailOutbox}?to=${to}`, headers });
    expect((await list('someone@example.com')).json().value).toEqual([
      { to: 'someone@example.com', ...message, status: 'sent', createdAt: expect.any(String) },
    ]);
    expect((await list('refused@example.com')).json().value[0].status).toBe('failed');
    expect((await list('someone@example.com', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });
});

describe('SMTP sender', () => {
  it('reports an unreachable server as a failed send', async () => {
    const sender = smtpMailSender('smtp://127.0.0.1:1', 'Demo <no-reply@example.com>');
    await expect(sender.send({ ...message, to: 'a@example.com' })).rejects.toBeInstanceOf(MailSendError);
  });
});
