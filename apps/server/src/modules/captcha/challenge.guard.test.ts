import { API, HUMAN_PROOF_HEADER, type PowChallenge } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { fetchChallenge, humanProof, solvePow, TEST_POW_DIFFICULTY } from '../../test/human-proof.js';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { createTestApp, manualClock, testDatabases, twoProcessApps, type TestApp, type TwoProcesses } from '../../test/test-app.js';
import { captchaSpentProofs } from './human-check.tables.js';
import { POW_ALGORITHM, POW_TTL_MS } from './pow.service.js';

/** A call the guard stands in front of that needs nothing else to succeed: the answer is the same for any account. */
const forgot = (t: TestApp, proof?: string, language = 'pt') =>
  t.app.inject({
    method: 'POST',
    url: API.forgotPassword,
    remoteAddress: nextIp(),
    headers: { language, ...(proof !== undefined && { [HUMAN_PROOF_HEADER]: proof }) },
    // A new name each time: the call also limits requests per username.
    payload: { username: `nobody_${Math.random().toString(36).slice(2, 10)}`, email: 'nobody@example.com' },
  });

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (proof: string) =>
  JSON.parse(Buffer.from(proof, 'base64').toString()) as { challenge: PowChallenge; solution: { counter: number; derivedKey: string } };

describe.each(testDatabases())('the human check on %s', (kind) => {
  let t: TestApp;
  /** A second server process on the same database. */
  let other: TestApp;
  /** A process configured for Turnstile, whose siteverify is the fake below. */
  let turnstile: TestApp;
  let fake: LocalHttpServer;
  let fakeAnswer: 'pass' | 'fail' | 'error' | 'hang' = 'pass';
  const posted: URLSearchParams[] = [];
  const clock = manualClock();

  beforeAll(async () => {
    fake = await startLocalHttp((_request, body, response) => {
      posted.push(new URLSearchParams(body));
      if (fakeAnswer === 'hang') return;
      if (fakeAnswer === 'error') return sendJson(response, 502, { error: 'bad gateway' });
      sendJson(
        response,
        200,
        fakeAnswer === 'pass' ? { success: true, 'error-codes': [] } : { success: false, 'error-codes': ['invalid-input-response'] },
      );
    });
    t = await createTestApp(kind, { clock: clock.now });
    other = await createTestApp(kind, { database: t.database, clock: clock.now });
    turnstile = await createTestApp(kind, {
      database: t.database,
      config: {
        humanCheck: { provider: 'turnstile', siteKey: '0x4AAAAAAA-site', secret: '0x4AAAAAAA-secret', verifyUrl: fake.url, timeoutMs: 300 },
      },
    });
  });
  afterAll(async () => {
    await turnstile.close();
    await other.close();
    await t.close();
    await fake.close();
  });

  it('publishes the check with the system status and hands out signed PBKDF2 challenges of the configured difficulty', async () => {
    const status = await t.app.inject({ method: 'GET', url: API.systemStatus });
    expect(status.json().value.humanCheck).toEqual({ provider: 'altcha', siteKey: null });
    const challenge = await fetchChallenge(t);
    expect(challenge.parameters).toMatchObject({ algorithm: POW_ALGORITHM, keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((clock.now() + POW_TTL_MS) / 1000));
    const { solution } = decode(await solvePow(challenge));
    expect(solution.counter).toBeGreaterThanOrEqual(TEST_POW_DIFFICULTY / 2);
    expect(solution.counter).toBeLessThanOrEqual(TEST_POW_DIFFICULTY);
  });

  it('refuses a request without a proof, translated', async () => {
    const pt = await forgot(t);
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({
      success: false,
      errorCode: 'captcha.proof.invalid',
      message: expect.stringContaining('Não foi possível confirmar'),
    });
    expect((await forgot(t, '', 'en')).json().message).toContain('We could not confirm that you are a person');
  });

  it('refuses a wrong solution, a forged challenge and anything that is not a payload', async () => {
    const { challenge, solution } = decode(await humanProof(t));
    const wrongKey = { counter: solution.counter, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const forged = { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution };
    for (const proof of [
      encode({ challenge, solution: wrongKey }),
      encode(forged),
      'not-base64-json',
      encode({ challenge }),
      'x'.repeat(5000),
    ]) {
      expect((await forgot(t, proof)).json().errorCode).toBe('captcha.proof.invalid');
    }
    // None of them used up the challenge: its real solution still passes.
    expect((await forgot(t, encode({ challenge, solution }))).statusCode).toBe(200);
  });

  it('accepts a solution once, also across processes sharing the database', async () => {
    const proof = await humanProof(t);
    expect((await forgot(t, proof)).statusCode).toBe(200);
    expect((await forgot(t, proof)).json().errorCode).toBe('captcha.proof.invalid');
    expect((await forgot(other, proof)).json().errorCode).toBe('captcha.proof.invalid');
    // The other process signs with the same key, generated once and kept in the database.
    expect((await forgot(t, await humanProof(other))).statusCode).toBe(200);
    const spent = await t.database.db.select().from(captchaSpentProofs);
    expect(spent.length).toBeGreaterThanOrEqual(2);
    expect(spent.every((row) => /^[0-9a-f]{64}$/.test(row.proofHash))).toBe(true);
  });

  it('refuses a solution whose challenge expired', async () => {
    const proof = await humanProof(t);
    clock.advance(POW_TTL_MS + 1000);
    expect((await forgot(t, proof)).json().errorCode).toBe('captcha.proof.invalid');
  });

  it('stands in front of registration, login, SMS codes and password recovery', async () => {
    const client = accountClient(t, clock.now);
    const guarded = [
      () => client.register({}, { humanProof: false }).then((r) => r.res),
      () => client.sealed('PUT', API.registerMobile, { mobileNum: '11987654321' }, { humanProof: false }),
      () => client.login('nobody_here', 'segredo123', { humanProof: false }),
      async () =>
        t.app.inject({
          method: 'POST',
          url: API.smsNoLogin,
          remoteAddress: nextIp(),
          payload: { mobileNum: '11987654321', countryDialingCode: '+55', ...(await client.captcha()) },
        }),
      () => forgot(t),
    ];
    for (const call of guarded) expect((await call()).json().errorCode).toBe('captcha.proof.invalid');
    // With a proof each goes on to its own rules.
    expect((await client.register()).res.statusCode).toBe(200);
    expect((await client.login('nobody_here', 'segredo123')).json().errorCode).toBe('login.credentials.invalid');
    const sms = await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      remoteAddress: nextIp(),
      headers: { [HUMAN_PROOF_HEADER]: await humanProof(t) },
      payload: { mobileNum: '11987654321', countryDialingCode: '+55', ...(await client.captcha()) },
    });
    expect(sms.statusCode).toBe(200);
  });

  describe('with Turnstile', () => {
    it('publishes the provider and its site key, and makes no challenges of its own', async () => {
      expect((await turnstile.app.inject({ method: 'GET', url: API.systemStatus })).json().value.humanCheck).toEqual({
        provider: 'turnstile',
        siteKey: '0x4AAAAAAA-site',
      });
      expect((await turnstile.app.inject({ method: 'GET', url: API.captchaChallenge })).statusCode).toBe(404);
      // Its widget's script and frame are allowed on the site's pages; without a provider they are not.
      const csp = async (app: TestApp) =>
        String((await app.app.inject({ method: 'GET', url: '/m/login' })).headers['content-security-policy']);
      expect(await csp(turnstile)).toContain("script-src 'self' https://challenges.cloudflare.com;");
      expect(await csp(turnstile)).toContain('frame-src http://localhost:3001 https://challenges.cloudflare.com');
      expect(await csp(t)).not.toContain('cloudflare');
    });

    it('passes what the provider passes, sending it the secret, the token and the address', async () => {
      fakeAnswer = 'pass';
      posted.length = 0;
      expect((await forgot(turnstile, 'widget-token')).statusCode).toBe(200);
      expect(Object.fromEntries(posted[0] ?? [])).toMatchObject({ secret: '0x4AAAAAAA-secret', response: 'widget-token' });
      expect(posted[0]?.get('remoteip')).toMatch(/^10\.9\./);
    });

    it('refuses what the provider refuses', async () => {
      fakeAnswer = 'fail';
      expect((await forgot(turnstile, 'used-token')).json().errorCode).toBe('captcha.proof.invalid');
    });

    it('answers 503 unavailable, never a pass, when the provider fails or does not answer in time', async () => {
      for (const answer of ['error', 'hang'] as const) {
        fakeAnswer = answer;
        const res = await forgot(turnstile, 'any-token', 'en');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          errorCode: 'captcha.provider.unavailable',
          message: expect.stringContaining('security check is unavailable'),
        });
      }
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)('spent proofs in Redis', () => {
  let apps: TwoProcesses;
  beforeAll(async () => {
    apps = await twoProcessApps(process.env.REDIS_URL!, { shareDatabase: true });
  });
  afterAll(() => apps.close());

  it('accepts a solution once across processes, keeping nothing in the database', async () => {
    const proof = await humanProof(apps.first);
    expect((await forgot(apps.first, proof)).statusCode).toBe(200);
    expect((await forgot(apps.second, proof)).json().errorCode).toBe('captcha.proof.invalid');
    expect(await apps.first.database.db.$count(captchaSpentProofs)).toBe(0);
  });
});
