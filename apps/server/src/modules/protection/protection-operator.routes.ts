import { API, operatorExclusionBodySchema, playerParamsSchema, protectionStatusSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { revokeAll } from '../auth/sessions.js';
import * as members from '../members/members.service.js';
import { guarded } from '../system/system.guard.js';
import * as protection from './protection.service.js';

const response = { 200: successEnvelope(protectionStatusSchema), ...errorResponses };

/** The player's limits and exclusion on the back office's player page; an operator's exclusion, with its reason. */
export const protectionOperatorRoutes: FastifyPluginAsyncZod<protection.ProtectionDeps> = async (app, deps) => {
  const keyOf = async (merchantId: number, memberId: number) => {
    // A member of another merchant is not found, like one that does not exist.
    if (!(await members.findById(deps, merchantId, memberId))) throw new AppError('player.not.found');
    return { merchantId, memberId };
  };

  app.get(
    operatorPath(API.operatorPlayerProtection),
    { config: { access: 'players.read' }, schema: { params: playerParamsSchema, response } },
    async (request) => ok(await protection.status(deps, await keyOf(guarded(request).merchant.id, request.params.id))),
  );

  app.post(
    operatorPath(API.operatorPlayerExclusion),
    { config: { access: 'players.manage' }, schema: { params: playerParamsSchema, body: operatorExclusionBodySchema, response } },
    async (request) => {
      const key = await keyOf(guarded(request).merchant.id, request.params.id);
      const before = await protection.status(deps, key);
      request.auditBefore = { exclusion: before.exclusion };
      const until = request.body.until === null ? null : new Date(request.body.until);
      if (until !== null && until.getTime() <= deps.clock()) throw new AppError('request.invalid');
      await protection.exclude(deps, key, { kind: 'operator', until, reason: request.body.reason });
      await revokeAll(deps, key, 'protection');
      return ok(await protection.status(deps, key));
    },
  );
};
