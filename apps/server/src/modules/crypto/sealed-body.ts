import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { ENCRYPTION_HEADER, SEALED_MAX_SKEW_MS, sealedBodySchema, sealedPartsSchema, sealedPlaintextSchema } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServiceDeps } from '../../infra/deps.js';
import { AppError, FieldsError } from '../../http/app-error.js';
import { claimNonce, type PayloadKey } from './crypto.service.js';

const GCM_TAG_BYTES = 16;

export interface SealContext extends ServiceDeps {
  payloadKey: PayloadKey;
}

/**
 * preValidation of the sealed routes: a body without the envelope shape or
 * the header is a plain body, refused before the schema would explain why.
 */
export async function requireSealedBody(request: FastifyRequest): Promise<void> {
  const header = request.headers[ENCRYPTION_HEADER];
  const body = request.body as { data?: unknown } | null | undefined;
  if (typeof header !== 'string' || typeof body?.data !== 'string') throw new AppError('encryption.required');
}

/** Options for a sealed route: the envelope schema, then requireSealedBody. */
export const sealedRouteOptions = { preValidation: requireSealedBody } as const;
export const sealedBody = sealedBodySchema;

function jsonOf(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    throw new AppError('encryption.invalid');
  }
}

function decrypt(key: PayloadKey, data: string): unknown {
  const parts = sealedPartsSchema.safeParse(jsonOf(Buffer.from(data, 'base64url')));
  if (!parts.success) throw new AppError('encryption.invalid');
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(parts.data.k, 'base64'),
    );
    const sealed = Buffer.from(parts.data.c, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(parts.data.iv, 'base64'));
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
    return jsonOf(plain);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Wrong key, tampered ciphertext or tag: one answer, no oracle on which step failed.
    throw new AppError('encryption.invalid');
  }
}

/**
 * Opens a sealed body: right key id, decrypts, fresh timestamp, unseen nonce,
 * then the route's payload schema (400 with translated fields).
 */
export async function openSealed<T extends z.ZodType>(context: SealContext, request: FastifyRequest, schema: T): Promise<z.output<T>> {
  if (request.headers[ENCRYPTION_HEADER] !== context.payloadKey.keyId) throw new AppError('encryption.invalid');
  const { data } = sealedBodySchema.parse(request.body);
  const plaintext = sealedPlaintextSchema.safeParse(decrypt(context.payloadKey, data));
  if (!plaintext.success) throw new AppError('encryption.invalid');
  const { ts, nonce, payload } = plaintext.data;
  if (Math.abs(context.clock() - ts) > SEALED_MAX_SKEW_MS) throw new AppError('encryption.invalid');
  if (!(await claimNonce(context, nonce))) throw new AppError('encryption.replayed');
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new FieldsError([], { list: parsed.error.issues, input: payload });
  return parsed.data;
}
