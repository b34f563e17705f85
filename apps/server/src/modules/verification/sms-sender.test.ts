import { describe, expect, it } from 'vitest';
import { SmsSendError, twilioSender } from './sms-sender.js';

describe('Twilio sender', () => {
  const config = { accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006' };

  it('posts the message form to the Messages API with basic auth', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    await twilioSender(config, fake).send('+5511987654321', 'Seu código é 123456');
    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    const body = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(body)).toEqual({ To: '+5511987654321', From: '+15005550006', Body: 'Seu código é 123456' });
  });

  it('treats a refusal as a failed send', async () => {
    const refusing = (async () => new Response('{"code":21211}', { status: 400 })) as unknown as typeof fetch;
    await expect(twilioSender(config, refusing).send('+55', 'x')).rejects.toBeInstanceOf(SmsSendError);
  });
});
