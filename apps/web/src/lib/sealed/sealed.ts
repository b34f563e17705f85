import { API, ENCRYPTION_HEADER, type EncryptionKey } from '@app/contract';
import { apiGet, apiRequest } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { deviceHeaders } from '../device/device-id';

/**
 * Sealed request bodies (contract auth/envelope.ts): a fresh AES-256-GCM key
 * and IV per request, the key wrapped with the server's RSA-OAEP-256 key, so
 * credentials never travel as plain JSON even inside TLS logs or proxies.
 */
interface ServerKey {
  keyId: string;
  key: CryptoKey;
}

let cached: Promise<ServerKey> | null = null;

function isEncryptionKey(value: unknown): value is EncryptionKey {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.keyId === 'string' && typeof v.publicKey === 'string' && v.algorithm === 'RSA-OAEP-256+A256GCM';
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function loadKey(): Promise<ServerKey> {
  const value = await apiGet<unknown>(API.encryptionKey);
  if (!isEncryptionKey(value)) throw new Error('Unexpected encryption key');
  const key = await crypto.subtle.importKey('spki', fromBase64(value.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { keyId: value.keyId, key };
}

function serverKey(): Promise<ServerKey> {
  cached ??= loadKey().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the cached key (tests; a rotated key on the server). */
export function resetSealingKey(): void {
  cached = null;
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Seals `payload` for the server key: returns the `{data}` body. */
export async function sealPayload(payload: unknown, server: ServerKey): Promise<{ data: string }> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ts: Date.now(), nonce: nonce(), payload }));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintext);
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, server.key, raw);
  const parts = { k: toBase64(wrapped), iv: toBase64(iv), c: toBase64(cipher) };
  return { data: toBase64Url(new TextEncoder().encode(JSON.stringify(parts))) };
}

/** Headers asked for anew on each attempt (a human proof is accepted once). */
export type ExtraHeaders = () => Promise<Record<string, string>>;

async function sendOnce<T>(path: string, method: 'POST' | 'PUT', payload: unknown, extra?: ExtraHeaders): Promise<T> {
  const server = await serverKey();
  const body = await sealPayload(payload, server);
  const headers = { [ENCRYPTION_HEADER]: server.keyId, ...deviceHeaders(), ...(await extra?.()) };
  // Sealed calls are the ones that start sessions (login, registration): they carry the device id.
  return apiRequest<T>(path, { method, body, headers });
}

/**
 * Sends a sealed body. If the server no longer knows the key (rotated), the
 * key is fetched again once and the call repeated with a new envelope.
 */
export async function sealedRequest<T>(path: string, payload: unknown, method: 'POST' | 'PUT' = 'POST', extra?: ExtraHeaders): Promise<T> {
  try {
    return await sendOnce<T>(path, method, payload, extra);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== 'encryption.invalid') throw error;
    resetSealingKey();
    return sendOnce<T>(path, method, payload, extra);
  }
}
