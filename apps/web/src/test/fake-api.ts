import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { vi } from 'vitest';
import { API } from '@app/contract';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed `{data}` body as the server would. */
export function openSealed(data: string): { ts: number; nonce: string; payload: unknown } {
  const parts = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { k: string; iv: string; c: string };
  const oaep = { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
  const aesKey = privateDecrypt(oaep, Buffer.from(parts.k, 'base64'));
  const sealed = Buffer.from(parts.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(parts.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as { ts: number; nonce: string; payload: unknown };
}

export interface FakeCall {
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  method: string;
  headers: Headers;
  /** The JSON body, opened when sealed. */
  body: unknown;
}

type Answer = { value: unknown } | { errorCode: string; message?: string; data?: Record<string, unknown>; status?: number };
type Handler = (call: FakeCall) => Answer;

/**
 * A fetch stand-in: routes by path (the query is recorded, not routed on), opens sealed bodies, and
 * answers in the envelope format. Records every call.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const [path = '', search = ''] = String(input).split('?');
    const raw: unknown = init?.body ? bodyOf(String(init.body)) : undefined;
    const sealed = typeof raw === 'object' && raw !== null && 'data' in raw ? openSealed(String(raw.data)).payload : raw;
    const call = {
      path,
      query: new URLSearchParams(search),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: sealed,
    };
    calls.push(call);
    if (path === API.encryptionKey) {
      return json({ success: true, value: { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: spki } });
    }
    const handler = routes[path];
    if (path === API.captchaChallenge && !handler) return json({ success: true, value: await powChallenge() });
    if (!handler) return json({ success: false, errorCode: 'request.not.found', message: 'not found' }, 404);
    const answer = handler(call);
    if ('value' in answer) return json({ success: true, value: answer.value });
    return json(
      { success: false, errorCode: answer.errorCode, message: answer.message ?? answer.errorCode, data: answer.data },
      answer.status ?? 400,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** JSON, or the fields of a form-urlencoded body (SPEC §7 forgot password). */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** A real proof-of-work challenge, as the server signs it, that the page solves in a few tries. */
export const POW_TEST_SECRET = 'fake-api-altcha-secret';
function powChallenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 3,
    deriveKey,
    hmacSignatureSecret: POW_TEST_SECRET,
    expiresAt: new Date(Date.now() + 600_000),
  });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const CAPTCHA_IMAGE = { captchaId: 'captcha-0001', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

export function sessionValue(userName = 'ana_1', lastLogin: { ip: string; at: string } | null = null) {
  return { token: 'tok-123', merchantCode: 'demo', userName, type: 0, firstTimeLogin: false, lastLogin, withdrawOnly: false };
}
