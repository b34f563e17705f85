import { API, memberStatusBodySchema, memberStatusSchema, successEnvelope, usernameSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createOperatorAuth } from '../../http/operator-auth.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { setMemberStatus } from './account.service.js';

/** Callers guess a secret here, so each address gets few tries. */
const OPERATOR_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Operator call: disable (or re-enable) a member; its sessions stop at their next request. */
export const memberStatusRoutes: FastifyPluginAsyncZod<ServiceDeps & { operatorToken: string }> = async (app, options) => {
  const { operatorToken, ...deps } = options;
  const authorize = createOperatorAuth(operatorToken);
  app.post(
    API.operatorMemberStatus,
    {
      // Operators must reach their switches even during maintenance or from a refused region.
      config: { gate: { maintenance: true, region: true }, rateLimit: OPERATOR_RATE_LIMIT },
      onRequest: authorize,
      schema: {
        querystring: z.object({}),
        params: z.object({ username: usernameSchema }),
        body: memberStatusBodySchema,
        response: { 200: successEnvelope(memberStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await setMemberStatus(deps, guarded(request).merchant.id, request.params.username, request.body.status);
      request.log.warn({ username: result.username, memberStatus: result.status }, 'operator changed a member status');
      return ok(result);
    },
  );
};
