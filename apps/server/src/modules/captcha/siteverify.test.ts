import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { siteverify } from './siteverify.js';

/** A stand-in for https://challenges.cloudflare.com/turnstile/v0/siteverify and https://api.hcaptcha.com/siteverify: one API, one fake. */
describe.each(['turnstile', 'hcaptcha'])('the %s siteverify adapter', (provider) => {
  let fake: LocalHttpServer;
  let answer: (send: (status: number, body: unknown) => void) => void = (send) => send(200, { success: true });
  const received: Array<{ contentType: string | undefined; form: Record<string, string> }> = [];
  const options = () => ({ verifyUrl: `${fake.url}/siteverify`, secret: `${provider}-secret`, timeoutMs: 300 });

  beforeAll(async () => {
    fake = await startLocalHttp((request, body, response) => {
      received.push({ contentType: request.headers['content-type'], form: Object.fromEntries(new URLSearchParams(body)) });
      answer((status, json) => (typeof json === 'string' ? response.writeHead(status).end(json) : sendJson(response, status, json)));
    });
  });
  afterAll(() => fake.close());

  it('passes a token the provider accepts, posting the documented form', async () => {
    answer = (send) => send(200, { success: true, 'error-codes': [], hostname: 'bet.example' });
    expect(await siteverify(options(), 'token-1', '203.0.113.7')).toBe('passed');
    expect(received.at(-1)).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      form: { secret: `${provider}-secret`, response: 'token-1', remoteip: '203.0.113.7' },
    });
  });

  it('refuses a token the provider refuses, and an empty or oversized one without asking', async () => {
    answer = (send) => send(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await siteverify(options(), 'token-2', '203.0.113.7')).toBe('refused');
    const asked = received.length;
    expect(await siteverify(options(), '', '203.0.113.7')).toBe('refused');
    expect(await siteverify(options(), 'x'.repeat(2049), '203.0.113.7')).toBe('refused');
    expect(received.length).toBe(asked);
  });

  it('calls an outage or a configuration fault unavailable, never a pass', async () => {
    const outages: Array<typeof answer> = [
      (send) => send(500, { success: true }),
      (send) => send(503, 'Service Unavailable'),
      (send) => send(200, '<html>not json</html>'),
      (send) => send(200, { success: false, 'error-codes': ['internal-error'] }),
      (send) => send(200, { success: false, 'error-codes': ['invalid-input-secret'] }),
      () => undefined,
    ];
    for (const outage of outages) {
      answer = outage;
      expect(await siteverify(options(), 'token-3', '203.0.113.7')).toBe('unavailable');
    }
    expect(await siteverify({ ...options(), verifyUrl: 'http://127.0.0.1:1/siteverify' }, 'token-3', '203.0.113.7')).toBe('unavailable');
  });
});
