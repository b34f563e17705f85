/**
 * Node-only (node:crypto): the seamless-wallet signature, shared by the
 * wallet that checks it and the game server that signs. Imported through
 * `@app/contract/seamless-signature`, never from the index, so the web app
 * never bundles it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_MAX_SKEW_MS } from './protocol.js';

/** hex HMAC-SHA256 of `${timestamp}.${body}`: the timestamp is signed so an old request cannot be replayed with a new one. */
export function seamlessSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

/** The signature is lower-case hex, as signed: one spelling per request, so no variant of a seen one passes. */
export function checkSeamlessSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  now: number,
): SignatureCheck {
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'bad_signature';
  const expected = Buffer.from(seamlessSignature(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
  return Math.abs(now - Number(timestamp)) > SEAMLESS_MAX_SKEW_MS ? 'stale' : 'ok';
}

/** Headers a provider sends with a body: the in-house game server, our tests and the benchmarks. */
export function signedHeaders(vendor: string, secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-vendor': vendor,
    'x-timestamp': timestamp,
    'x-signature': seamlessSignature(secret, timestamp, body),
  };
}
