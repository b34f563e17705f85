import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { powChallengeSchema, type PowChallenge } from '@app/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './human-check.repository.js';

/**
 * The self-hosted human check: ALTCHA proof of work (altcha-lib, v2). The
 * server signs a challenge whose answer it picked (a counter between half the
 * difficulty and the difficulty); the browser finds that counter by trying
 * PBKDF2 derivations from 0, which costs it about that many derivations,
 * while checking costs the server one HMAC (the signed key). A script sending
 * many requests pays the work for each one, since each solution is accepted once.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per try: native speed in browsers (WebCrypto), so the page does not pay more than a script would. */
export const POW_COST = 1_000;
/** Long enough to fill in a registration form after the page solved its challenge. */
export const POW_TTL_MS = 10 * 60 * 1000;
/** A payload is a few hundred characters; anything far larger is not one. */
const MAX_PROOF_LENGTH = 4_096;

export interface PowKey {
  /** Signs the challenge parameters. */
  signature: string;
  /** Signs the expected derived key, so that checking a solution needs no derivation. */
  keySignature: string;
}

const KEY_NAME = 'altcha-hmac';

const toPowKey = (secret: string): PowKey => ({
  signature: secret,
  keySignature: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
});

/** The key from CAPTCHA_POW_HMAC_KEY, else the one stored in the database, generating and storing it on first use. */
export async function loadPowKey(deps: Pick<ServiceDeps, 'db'>, configured: string | undefined): Promise<PowKey> {
  if (configured) return toPowKey(configured);
  let secret = await repository.findKey(deps.db, { name: KEY_NAME });
  if (!secret) {
    await repository.insertKeyIfMissing(deps.db, { name: KEY_NAME, secret: randomBytes(32).toString('base64url') });
    secret = await repository.findKey(deps.db, { name: KEY_NAME });
    if (!secret) throw new Error('captcha key was not stored');
  }
  return toPowKey(secret);
}

export async function createPowChallenge(deps: Pick<ServiceDeps, 'clock'>, key: PowKey, difficulty: number): Promise<PowChallenge> {
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter: randomInt(Math.ceil(difficulty / 2), difficulty + 1),
    deriveKey,
    expiresAt: new Date(deps.clock() + POW_TTL_MS),
    hmacSignatureSecret: key.signature,
    hmacKeySignatureSecret: key.keySignature,
  });
  return powChallengeSchema.parse(challenge);
}

const payloadSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function parseProof(proof: string): z.infer<typeof payloadSchema> | null {
  if (proof.length > MAX_PROOF_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Marks a solution used; false when it was seen before. Shared storage (Redis
 * SET NX, else a primary key) so two processes cannot both accept one.
 */
async function spend(deps: ServiceDeps, signature: string, expiresAtMs: number): Promise<boolean> {
  const proofHash = createHash('sha256').update(signature).digest('hex');
  const now = deps.clock();
  if (deps.redis) {
    const result = await deps.redis.set(`captcha-proof:${proofHash}`, '1', 'PX', Math.max(expiresAtMs - now, 1), 'NX');
    return result === 'OK';
  }
  await repository.deleteExpiredProofs(deps.db, { now: new Date(now) });
  return repository.spendProof(deps.db, { proofHash, expiresAt: new Date(expiresAtMs) });
}

/** True for a payload (base64 JSON, as the ALTCHA widget sends it) that solves an unexpired, unused challenge of ours. */
export async function acceptPowProof(deps: ServiceDeps, key: PowKey, proof: string): Promise<boolean> {
  const payload = parseProof(proof);
  const expiresAtMs = (payload?.challenge.parameters.expiresAt ?? 0) * 1000;
  // Our clock, not the library's: tests move it, and an unsigned or endless challenge is not one of ours anyway.
  if (!payload || expiresAtMs <= deps.clock()) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: key.signature,
    hmacKeySignatureSecret: key.keySignature,
  });
  return result.verified && spend(deps, payload.challenge.signature, expiresAtMs);
}
