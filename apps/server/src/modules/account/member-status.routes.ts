import { API, memberStatusBodySchema, memberStatusSchema, successEnvelope, usernameSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { memberStatus, setMemberStatus } from './account.service.js';

/** Operator call: disable (or re-enable) a member; its sessions stop at their next request. */
export const memberStatusRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.post(
    operatorPath(API.operatorMemberStatus),
    {
      config: { access: 'players.manage' },
      schema: {
        querystring: z.object({}),
        params: z.object({ username: usernameSchema }),
        body: memberStatusBodySchema,
        response: { 200: successEnvelope(memberStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await memberStatus(deps, merchantId, request.params.username);
      const result = await setMemberStatus(deps, merchantId, request.params.username, request.body.status);
      request.log.warn({ username: result.username, memberStatus: result.status }, 'operator changed a member status');
      return ok(result);
    },
  );
};
