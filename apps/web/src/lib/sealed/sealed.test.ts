import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { resetSealingKey, sealedRequest } from './sealed';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

function open(data: string): { ts: number; nonce: string; payload: unknown } {
  const parts = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { k: string; iv: string; c: string };
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(parts.k, 'base64'),
  );
  const sealed = Buffer.from(parts.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(parts.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as { ts: number; nonce: string; payload: unknown };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(onSealed: (init: RequestInit, call: number) => Response) {
  let sealedCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === API.encryptionKey) {
      return json({ success: true, value: { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: spki } });
    }
    sealedCalls += 1;
    return onSealed(init ?? {}, sealedCalls);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSealingKey();
});

describe('sealedRequest', () => {
  it('sends {data} that the server key opens, with the key id header, a fresh nonce and the time', async () => {
    const opened: ReturnType<typeof open>[] = [];
    const fetchMock = serve((init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['data']);
      expect(new Headers(init.headers).get('encryption')).toBe('k1');
      opened.push(open(String(body.data)));
      return json({ success: true, value: { ok: true } });
    });
    const payload = { type: 'username', username: 'ana', password: 'segredo123' };
    await expect(sealedRequest(API.login, payload)).resolves.toEqual({ ok: true });
    await sealedRequest(API.login, payload);
    expect(opened[0]?.payload).toEqual(payload);
    expect(opened[0]?.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(opened[0]?.nonce).not.toBe(opened[1]?.nonce);
    expect(Math.abs((opened[0]?.ts ?? 0) - Date.now())).toBeLessThan(5000);
    // The key is fetched once and cached.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === API.encryptionKey)).toHaveLength(1);
  });

  it('fetches the key again once when the server answers encryption.invalid', async () => {
    const fetchMock = serve((_init, call) =>
      call === 1 ? json({ success: false, errorCode: 'encryption.invalid', message: 'x' }, 400) : json({ success: true, value: 'second' }),
    );
    await expect(sealedRequest(API.trial, {})).resolves.toBe('second');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === API.encryptionKey)).toHaveLength(2);
  });

  it('does not retry other failures', async () => {
    serve(() => json({ success: false, errorCode: 'login.credentials.invalid', message: 'no', data: { captcha: true } }, 401));
    await expect(sealedRequest(API.login, {})).rejects.toMatchObject({ errorCode: 'login.credentials.invalid', data: { captcha: true } });
  });
});
