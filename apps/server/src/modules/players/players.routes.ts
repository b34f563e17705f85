import {
  API,
  playerDetailSchema,
  playerParamsSchema,
  playerSearchPageSchema,
  playerSearchQuerySchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { playerDetail } from './player-page.service.js';
import type { PlayerKey, PlayersDeps } from './players.deps.js';
import { searchPlayers } from './players-search.service.js';

export const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** The operator's merchant and the member id of the path: a member of another merchant is not found. */
export const playerKey = (request: FastifyRequest & { params: { id: number } }): PlayerKey => ({
  merchantId: guarded(request).merchant.id,
  memberId: request.params.id,
});

/** GET /wps/operator/players (the search) and GET /wps/operator/players/:id (the player's page). */
export const playersRoutes: FastifyPluginAsyncZod<PlayersDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorPlayers),
    {
      config: { access: 'players.read' },
      schema: { querystring: playerSearchQuerySchema, response: answer(playerSearchPageSchema) },
    },
    async (request) => ok(await searchPlayers(deps, guarded(request).merchant.id, request.query)),
  );

  app.get(
    operatorPath(API.operatorPlayer),
    {
      config: { access: 'players.read' },
      schema: { params: playerParamsSchema, querystring: z.object({}).strict(), response: answer(playerDetailSchema) },
    },
    async (request) => ok(await playerDetail(deps, playerKey(request))),
  );
};
