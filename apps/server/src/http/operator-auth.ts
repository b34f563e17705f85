import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks `Authorization: Bearer <token>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function createOperatorAuth(token: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(token);
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = digest(match?.[1] ?? '');
    if (!match || !timingSafeEqual(given, expected)) throw new AppError('operator.unauthorized');
  };
}

/** Callers guess a secret on operator routes, so each address gets few tries (per route, unless a route sets its own). */
export const OPERATOR_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
