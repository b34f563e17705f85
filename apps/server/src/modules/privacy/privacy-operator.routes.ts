import {
  API,
  backofficePrivacyRequestSchema,
  privacyProcessBodySchema,
  privacyRefuseBodySchema,
  privacyRequestDetailSchema,
  privacyRequestParamsSchema,
  privacyRequestsQuerySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { processClosure, refuseClosure } from './closure-processing.js';
import type { PrivacyDeps } from './privacy.deps.js';
import { listRequests, requestDetail } from './privacy-backoffice.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();

/** Who decided, as the request records it: the operator's name, else the kind of caller (an API key, the CLI). */
const decider = (request: FastifyRequest) => request.operatorActor.name ?? request.operatorActor.kind;

/** The request as the audit row keeps it before the action: its state, not the player's own words. */
async function auditedRequest(deps: PrivacyDeps, merchantId: number, id: number) {
  const { request } = await requestDetail(deps, merchantId, id);
  return { id: request.id, kind: request.kind, status: request.status, memberId: request.memberId };
}

/**
 * The back office's personal-data requests: the list, one request with what decides it, and a closure processed
 * (anonymised) or refused with a reason; both actions are audited with the request as it was before.
 */
export const privacyOperatorRoutes: FastifyPluginAsyncZod<PrivacyDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorPrivacyRequests),
    {
      config: { access: 'privacy.read' },
      schema: { querystring: privacyRequestsQuerySchema, response: answer(z.array(backofficePrivacyRequestSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await listRequests(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.get(
    operatorPath(API.operatorPrivacyRequest),
    {
      config: { access: 'privacy.read' },
      schema: { querystring: noQuery, params: privacyRequestParamsSchema, response: answer(privacyRequestDetailSchema) },
    },
    async (request) => ok(await requestDetail(deps, guarded(request).merchant.id, request.params.id)),
  );

  app.post(
    operatorPath(API.operatorPrivacyProcess),
    {
      config: { access: 'privacy.manage' },
      schema: {
        querystring: noQuery,
        params: privacyRequestParamsSchema,
        body: privacyProcessBodySchema,
        response: answer(privacyRequestDetailSchema),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await auditedRequest(deps, merchantId, request.params.id);
      await processClosure(deps, merchantId, request.params.id, decider(request));
      return ok(await requestDetail(deps, merchantId, request.params.id));
    },
  );

  app.post(
    operatorPath(API.operatorPrivacyRefuse),
    {
      config: { access: 'privacy.manage' },
      schema: {
        querystring: noQuery,
        params: privacyRequestParamsSchema,
        body: privacyRefuseBodySchema,
        response: answer(privacyRequestDetailSchema),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await auditedRequest(deps, merchantId, request.params.id);
      await refuseClosure(deps, merchantId, request.params.id, request.body.reason, decider(request));
      return ok(await requestDetail(deps, merchantId, request.params.id));
    },
  );
};
