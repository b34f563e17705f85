import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../sessions/sessions.service.js';
import { GameError } from './game-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    gameSession: SessionRow | null;
  }
}

/** onRequest hook of the player API: the session named by `Authorization: Bearer <token>`. */
export function createSessionGuard(sessionOf: (token: string) => Promise<SessionRow | undefined>) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
    const session = match ? await sessionOf(match[1]!) : undefined;
    if (!session) throw new GameError('session.invalid');
    request.gameSession = session;
  };
}

export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.gameSession) throw new Error('route is not behind the session guard');
  return request.gameSession;
}
