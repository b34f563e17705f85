import { z } from 'zod';
import { text } from '../safe-text.js';

/**
 * Sealed request bodies (SPEC §7: trial, login, register and set-password
 * bodies travel as `{ data }` with an `Encryption` header).
 *
 * The server publishes an RSA-OAEP-256 public key (`API.encryptionKey`). For
 * each request the client makes a fresh AES-256-GCM key, encrypts the JSON
 * `sealedPlaintext` with it, wraps the key with RSA-OAEP (SHA-256), and sends
 * `{ data: base64url(JSON sealedParts) }` with header `Encryption: <keyId>`.
 * The server refuses plain bodies on these calls, stale timestamps and any
 * nonce it has seen before (replays).
 */
export const ENCRYPTION_HEADER = 'encryption';
export const SEALED_MAX_SKEW_MS = 5 * 60 * 1000;

export const encryptionKeySchema = z.object({
  keyId: text(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** SubjectPublicKeyInfo, base64 (importKey('spki', …)). */
  publicKey: text(),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

export const sealedBodySchema = z.object({ data: text().min(16).max(65536) }).strict();

export const sealedPartsSchema = z.object({
  /** AES key wrapped with RSA-OAEP-256, base64. */
  k: text(),
  /** 12-byte AES-GCM IV, base64. */
  iv: text(),
  /** AES-GCM ciphertext with tag, base64. */
  c: text(),
});
export type SealedParts = z.infer<typeof sealedPartsSchema>;

export const sealedPlaintextSchema = z.object({
  /** Client clock, epoch ms. */
  ts: z.number().int(),
  /** 128 random bits, hex; single use. */
  nonce: text().regex(/^[0-9a-f]{32}$/),
  payload: z.unknown(),
});
export type SealedPlaintext = z.infer<typeof sealedPlaintextSchema>;
