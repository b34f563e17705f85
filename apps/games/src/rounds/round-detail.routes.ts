import { providerRoundDetailSchema, roundIdSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EngineDeps } from '../engines/engine.js';
import { ok } from '../http/envelope.js';
import { GameError } from '../http/game-error.js';
import { roundDetail } from './round-detail.js';
import { findRound } from './rounds.repository.js';

const params = z.object({ id: roundIdSchema });
const query = z.object({ playerId: z.string().regex(/^\d{1,9}:\d{1,12}$/) }).strict();

/**
 * GET /operator/rounds/:id?playerId=: what decided one round, for the platform's betting record. The platform has
 * already checked the round is its member's; the player id is checked again here so a wrong pairing reads nothing.
 */
export function roundDetailRoutes(app: FastifyInstance, deps: EngineDeps) {
  app.get('/operator/rounds/:id', async (request) => {
    const p = params.safeParse(request.params);
    const q = query.safeParse(request.query);
    if (!p.success || !q.success) throw new GameError('request.invalid');
    const round = await findRound(deps.db, p.data.id);
    if (!round || round.playerId !== q.data.playerId) throw new GameError('round.not.found');
    return ok(providerRoundDetailSchema.parse(await roundDetail(deps.db, round)));
  });
}
