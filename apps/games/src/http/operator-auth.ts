import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GameError } from './game-error.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <GAMES_OPERATOR_TOKEN>`, compared in constant time (both sides hashed first). */
export function createOperatorAuth(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw new GameError('operator.unauthorized');
  };
}
