import { API, dashboardSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { dashboard } from './dashboard.service.js';

/** GET /wps/operator/dashboard: today's figures and the last 30 days'. */
export const dashboardOperatorRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorDashboard),
    {
      config: { access: 'dashboard.read' },
      schema: { querystring: z.object({}).strict(), response: { 200: successEnvelope(dashboardSchema), ...errorResponses } },
    },
    async (request) => ok(await dashboard(deps, guarded(request).merchant.id)),
  );
};
