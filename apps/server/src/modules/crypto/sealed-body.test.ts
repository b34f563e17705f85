import { randomBytes } from 'node:crypto';
import { API, SEALED_MAX_SKEW_MS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisHandle } from '../../infra/redis.js';
import { accountClient } from '../../test/accounts.js';
import { humanProofHeaders } from '../../test/human-proof.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { loadPayloadKey } from './crypto.service.js';
import { sealForTest } from './seal-for-test.js';

const redisUrl = process.env.REDIS_URL;
/** Nonces in the database always; in Redis too where one is configured (CI). */
const stores = testDatabases().flatMap((kind) => [[kind, 'database'] as const, ...(redisUrl ? [[kind, 'redis'] as const] : [])]);

describe.each(stores)('sealed bodies on %s, nonces in %s', (kind, nonceStore) => {
  let t: TestApp;
  let redis: RedisHandle | undefined;
  let client: ReturnType<typeof accountClient>;
  let credentials: { username: string; password: string };
  beforeAll(async () => {
    redis = nonceStore === 'redis' ? await connectRedis(redisUrl!) : undefined;
    t = await createTestApp(kind, { ...(redis && { redis, redisNamespace: `test-${randomBytes(6).toString('hex')}:` }) });
    client = accountClient(t);
    const { payload } = await client.register();
    credentials = { username: payload.username, password: payload.password };
  });
  afterAll(async () => {
    await t.close();
    await redis?.close();
  });

  const loginPayload = () => ({ type: 'username', ...credentials });
  /** A login with this envelope, past the human check (each send its own proof). */
  const sendLogin = async (envelope: { headers: Record<string, string>; payload: unknown }) =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      headers: { ...envelope.headers, ...(await humanProofHeaders(t)) },
      payload: envelope.payload as object,
    });

  it('publishes an RSA-OAEP-256 key that stays the same for the database', async () => {
    const key = await client.publicKey();
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP-256+A256GCM', keyId: expect.stringMatching(/^[\w-]{16}$/) });
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(250);
    // Another process on this database loads the stored key rather than making its own.
    expect((await loadPayloadKey({ db: t.database.db })).keyId).toBe(key.keyId);
  });

  it('refuses a replayed envelope', async () => {
    const nonce = randomBytes(16).toString('hex');
    const first = await client.sealed('POST', API.login, loginPayload(), { nonce });
    expect(first.statusCode).toBe(200);
    const again = await client.sealed('POST', API.login, loginPayload(), { nonce });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('encryption.replayed');
  });

  it('refuses the same envelope sent twice at once: only one is accepted', async () => {
    const key = await client.publicKey();
    const envelope = sealForTest(key.publicKey, key.keyId, loginPayload());
    const results = await Promise.all([sendLogin(envelope), sendLogin(envelope), sendLogin(envelope)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses a plain body and a missing header', async () => {
    const plain = await t.app.inject({ method: 'POST', url: API.login, payload: loginPayload() });
    expect(plain.json().errorCode).toBe('encryption.required');
    const key = await client.publicKey();
    const envelope = sealForTest(key.publicKey, key.keyId, loginPayload());
    const headerless = await t.app.inject({ method: 'POST', url: API.login, payload: envelope.payload });
    expect(headerless.json().errorCode).toBe('encryption.required');
  });

  it('refuses stale or future timestamps', async () => {
    for (const skew of [-SEALED_MAX_SKEW_MS - 1000, SEALED_MAX_SKEW_MS + 1000]) {
      const res = await client.sealed('POST', API.login, loginPayload(), { ts: Date.now() + skew });
      expect(res.json().errorCode).toBe('encryption.invalid');
    }
  });

  it('refuses a wrong key id, a foreign key and a tampered ciphertext', async () => {
    const key = await client.publicKey();
    const wrongId = sealForTest(key.publicKey, 'not-the-key-id', loginPayload());
    expect((await sendLogin(wrongId)).json().errorCode).toBe('encryption.invalid');

    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
    const foreign = sealForTest(other.toString('base64'), key.keyId, loginPayload());
    expect((await sendLogin(foreign)).json().errorCode).toBe('encryption.invalid');

    const good = sealForTest(key.publicKey, key.keyId, loginPayload());
    const parts = JSON.parse(Buffer.from(good.payload.data, 'base64url').toString());
    const c = Buffer.from(parts.c, 'base64');
    c[0] = (c[0] ?? 0) ^ 1;
    const tampered = { data: Buffer.from(JSON.stringify({ ...parts, c: c.toString('base64') })).toString('base64url') };
    const res = await sendLogin({ headers: good.headers, payload: tampered });
    expect(res.json().errorCode).toBe('encryption.invalid');
  });

  it('validates the opened payload with translated field errors', async () => {
    const res = await client.sealed('POST', API.login, { type: 'username', username: '', password: 'x', extra: 1 }, { language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
    expect(res.json().data.fields.length).toBeGreaterThan(0);
  });
});
