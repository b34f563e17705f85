import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { ENCRYPTION_HEADER } from '@app/contract';

export interface SealOptions {
  ts?: number;
  nonce?: string;
}

/**
 * Builds a real envelope the way the web client does (fresh AES-256-GCM key
 * wrapped with RSA-OAEP-SHA256), so tests exercise the whole opening path.
 */
export function sealForTest(publicKey: string, keyId: string, payload: unknown, options: SealOptions = {}) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const plaintext = JSON.stringify({
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? randomBytes(16).toString('hex'),
    payload,
  });
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const c = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const k = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  const parts = { k: k.toString('base64'), iv: iv.toString('base64'), c: c.toString('base64') };
  return {
    headers: { [ENCRYPTION_HEADER]: keyId },
    payload: { data: Buffer.from(JSON.stringify(parts)).toString('base64url') },
  };
}
