import { API, myActivityQuerySchema, myActivitySchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../infra/deps.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import { myActivity } from './activity.service.js';

/** Four index range reads per call: a phone refreshing the page stays far below this. */
const READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The player's own statement; trial accounts have no real money to account for. */
export const activityRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const requireRegularMember = createRegularMemberGuard(deps);

  app.get(
    API.myActivity,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: myActivityQuerySchema, response: { 200: successEnvelope(myActivitySchema), ...errorResponses } },
    },
    async (request) => {
      const { merchantId, memberId } = sessionOf(request);
      return ok(await myActivity(deps, { merchantId, memberId }, request.query.months));
    },
  );
};
