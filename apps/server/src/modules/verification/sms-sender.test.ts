import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';
import { SmsSendError, twilioSender } from './sms-sender.js';
import { latestCodeId } from './verification.repository.js';
import { consumeCode } from './verification.service.js';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token-secret';
const FROM = '+15005550006';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local stand-in for Twilio's Messages API: POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic
 * auth sid:token; 201 with the message resource, or Twilio's error shape
 * ({ code, message, more_info, status }) for the numbers `refusals` names,
 * and no answer at all for `silent` numbers.
 */
async function startFakeTwilio(refusals: Record<string, { status: number; code: number; message: string }>, silent: Set<string>) {
  const received: Received[] = [];
  const server = await startLocalHttp((request, body, response) => {
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    const expectedAuth = `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`;
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
      return sendJson(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    const to = form.To ?? '';
    if (silent.has(to)) return; // never answers: the adapter's timeout must end the wait
    const refusal = refusals[to];
    if (refusal) return sendJson(response, refusal.status, { ...refusal, more_info: `https://www.twilio.com/docs/errors/${refusal.code}` });
    sendJson(response, 201, { sid: `SM${'0'.repeat(32)}`, status: 'queued', to, from: form.From, body: form.Body, account_sid: SID });
  });
  return { server, received };
}

const INVALID_NUMBER = '+5511900000001';
const RATE_LIMITED = '+5511900000002';
const SILENT = '+5511900000003';
const refusals = {
  [INVALID_NUMBER]: { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
  [RATE_LIMITED]: { status: 429, code: 20429, message: 'Too Many Requests' },
};

describe('Twilio sender against a local Messages API', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  let server: LocalHttpServer;
  beforeAll(async () => {
    fake = await startFakeTwilio(refusals, new Set([SILENT]));
    server = fake.server;
  });
  afterAll(() => server.close());

  const sender = (overrides: Partial<Parameters<typeof twilioSender>[0]> = {}) =>
    twilioSender({ accountSid: SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: server.url, timeoutMs: 500, ...overrides });

  it('posts the form with basic auth to the account’s Messages resource', async () => {
    await sender().send('+5511987654321', 'Seu código é 123456');
    expect(fake.received.at(-1)).toEqual({
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+5511987654321', From: FROM, Body: 'Seu código é 123456' },
    });
  });

  it('fails on a refusal, wrong credentials and rate limiting, naming only the status and Twilio code', async () => {
    await expect(sender().send(INVALID_NUMBER, 'x')).rejects.toThrow(new SmsSendError('twilio answered 400 (code 21211)'));
    await expect(sender().send(RATE_LIMITED, 'x')).rejects.toThrow(new SmsSendError('twilio answered 429 (code 20429)'));
    await expect(sender({ authToken: 'wrong' }).send('+5511987654321', 'x')).rejects.toThrow(
      new SmsSendError('twilio answered 401 (code 20003)'),
    );
  });

  it('gives up when the provider does not answer in time, and when nothing listens', async () => {
    const started = Date.now();
    await expect(sender().send(SILENT, 'x')).rejects.toThrow(new SmsSendError('twilio timed out'));
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(sender({ apiUrl: 'http://127.0.0.1:1' }).send('+5511987654321', 'x')).rejects.toThrow(
      new SmsSendError('twilio unreachable'),
    );
  });
});

describe.each(testDatabases())('SMS codes through Twilio on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  const clock = manualClock();
  let client: ReturnType<typeof accountClient>;
  let merchantId: number;

  beforeAll(async () => {
    fake = await startFakeTwilio(refusals, new Set([SILENT]));
    const smsSender = twilioSender({ accountSid: SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: fake.server.url, timeoutMs: 500 });
    t = await createTestApp(kind, { clock: clock.now, smsSender });
    client = accountClient(t, clock.now);
    merchantId = (await merchants.getMerchantByCode(t.database.db, 'demo')).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.server.close();
  });

  const requestCode = async (e164: string) => {
    const ip = nextIp();
    return t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      remoteAddress: ip,
      headers: await humanProofHeaders(t),
      payload: { mobileNum: e164.slice(3), countryDialingCode: '+55', ...(await client.captcha(ip)) },
    });
  };
  const codeRow = (e164: string) =>
    latestCodeId(t.database.db, { merchantId, countryDialingCode: '55', mobileNum: e164.slice(3), purpose: 'register' });

  it('sends the code through the provider, and that code is the one that works', async () => {
    const number = '+5511987650001';
    const res = await requestCode(number);
    expect(res.statusCode).toBe(200);
    const sent = fake.received.at(-1)!;
    expect(sent.form).toMatchObject({ To: number, From: FROM });
    const code = /(\d{6})/.exec(sent.form.Body ?? '')?.[1] ?? '';
    expect(sent.form.Body).toBe(`Seu código Demo Bet é ${code}. Válido por 5 minutos.`);
    await expect(
      consumeCode(
        { db: t.database.db, clock: clock.now },
        { merchantId, countryDialingCode: '55', mobileNum: number.slice(3), purpose: 'register', code },
      ),
    ).resolves.toBeUndefined();
  });

  it('answers sms.send.failed and keeps no code when the provider refuses or does not answer', async () => {
    for (const number of [INVALID_NUMBER, RATE_LIMITED, SILENT]) {
      const res = await requestCode(number);
      expect(res.statusCode, number).toBe(502);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'sms.send.failed' });
      expect(await codeRow(number), number).toBeUndefined();
    }
    const logs = t.logs();
    expect(logs).toContain('"reason":"twilio answered 400 (code 21211)"');
    expect(logs).toContain('"reason":"twilio timed out"');
    expect(logs).not.toContain(INVALID_NUMBER.slice(3));
    expect(logs).not.toContain(AUTH_TOKEN);
  });
});
