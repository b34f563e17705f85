import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { EncryptionKey } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './crypto.repository.js';

export interface PayloadKey {
  keyId: string;
  privateKey: KeyObject;
  /** SPKI DER, base64: what WebCrypto importKey('spki') takes. */
  publicKey: string;
}

const KEY_NAME = 'sealed-body';
/** Longer than the accepted clock skew on both sides, so a nonce outlives every envelope that could carry it. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

function toPayloadKey(privateKey: KeyObject): PayloadKey {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  return { keyId, privateKey, publicKey: spki.toString('base64') };
}

/**
 * The key from PAYLOAD_PRIVATE_KEY, else the one stored in the database,
 * generating and storing it on first use.
 */
export async function loadPayloadKey(deps: Pick<ServiceDeps, 'db'>, envPem?: string): Promise<PayloadKey> {
  if (envPem) return toPayloadKey(createPrivateKey(envPem));
  let stored = await repository.findPayloadKey(deps.db, { name: KEY_NAME });
  if (!stored) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await repository.insertPayloadKeyIfMissing(deps.db, { name: KEY_NAME, keyId: toPayloadKey(privateKey).keyId, privateKeyPem: pem });
    stored = await repository.findPayloadKey(deps.db, { name: KEY_NAME });
    if (!stored) throw new Error('payload key was not stored');
  }
  return toPayloadKey(createPrivateKey(stored.privateKeyPem));
}

export function publicKeyInfo(key: PayloadKey): EncryptionKey {
  return { keyId: key.keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey: key.publicKey };
}

/**
 * Records a nonce; false when it was seen before. Shared storage (Redis SET NX,
 * else a primary key) so two processes cannot both accept one envelope.
 */
export async function claimNonce(deps: ServiceDeps, nonce: string): Promise<boolean> {
  if (deps.redis) {
    const result = await deps.redis.set(`sealed-nonce:${nonce}`, '1', 'PX', NONCE_TTL_MS, 'NX');
    return result === 'OK';
  }
  const now = deps.clock();
  await repository.deleteExpiredNonces(deps.db, { now: new Date(now) });
  return repository.claimNonce(deps.db, { nonce, expiresAt: new Date(now + NONCE_TTL_MS) });
}
