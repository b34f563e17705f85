import {
  API,
  playerActionBodySchema,
  playerDetailSchema,
  playerParamsSchema,
  playerPasswordResetBodySchema,
  playerPasswordResetResultSchema,
  playerStatusBodySchema,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { auditView, logoutEverywhere, sendPasswordReset, setStatus, unlockLogin } from './player-actions.service.js';
import { playerDetail, requireMember } from './player-page.service.js';
import type { PlayersDeps } from './players.deps.js';
import { answer, playerKey } from './players.routes.js';

const actionSchema = { params: playerParamsSchema, body: playerActionBodySchema, response: answer(playerDetailSchema) };

/**
 * The actions support takes on an account, each with a reason (kept in the audit row with the request body) and the
 * player as it was before (`auditBefore`); each answers with the player's page as it is after.
 */
export const playerActionsRoutes: FastifyPluginAsyncZod<PlayersDeps> = async (app, deps) => {
  /** Reads the page before the action for the audit row; a member of another merchant stops here. */
  const before = async (request: FastifyRequest & { params: { id: number } }) => {
    const key = playerKey(request);
    const player = await playerDetail(deps, key);
    request.auditBefore = auditView(player);
    return key;
  };

  app.post(
    operatorPath(API.operatorPlayerStatus),
    {
      config: { access: 'players.manage' },
      schema: { ...actionSchema, body: playerStatusBodySchema },
    },
    async (request) => {
      const key = await before(request);
      await setStatus(deps, key, request.body.status);
      request.log.warn({ memberId: key.memberId, memberStatus: request.body.status }, 'operator changed a player status');
      return ok(await playerDetail(deps, key));
    },
  );

  app.post(operatorPath(API.operatorPlayerLogout), { config: { access: 'players.manage' }, schema: actionSchema }, async (request) => {
    const key = await before(request);
    await logoutEverywhere(deps, key);
    return ok(await playerDetail(deps, key));
  });

  app.post(operatorPath(API.operatorPlayerUnlock), { config: { access: 'players.manage' }, schema: actionSchema }, async (request) => {
    const key = await before(request);
    await unlockLogin(deps, key, await requireMember(deps, key));
    return ok(await playerDetail(deps, key));
  });

  app.post(
    operatorPath(API.operatorPlayerPasswordReset),
    {
      config: { access: 'players.manage' },
      schema: { params: playerParamsSchema, body: playerPasswordResetBodySchema, response: answer(playerPasswordResetResultSchema) },
    },
    async (request) => {
      const key = await before(request);
      const context = { ip: request.ip, language: request.body.language ?? 'pt' };
      const sent = await sendPasswordReset(deps, key, await requireMember(deps, key), context);
      return ok({ ...sent, player: await playerDetail(deps, key) });
    },
  );
};
