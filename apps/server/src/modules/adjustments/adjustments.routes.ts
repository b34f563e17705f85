import {
  API,
  adjustmentCreateBodySchema,
  adjustmentDecisionBodySchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { AdjustmentsDeps } from './adjustments.deps.js';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/**
 * The back office's manual balance adjustments: the list (a money read: who adjusts, who approves and the auditor
 * all read it), the request, and the second operator's decision.
 */
export const adjustmentsOperatorRoutes: FastifyPluginAsyncZod<AdjustmentsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorAdjustments),
    {
      config: { access: 'payments.read' },
      schema: { querystring: adjustmentsQuerySchema, response: answer(z.array(adjustmentSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await listAdjustments(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.post(
    operatorPath(API.operatorAdjustments),
    {
      config: { access: 'balance.adjust' },
      schema: { querystring: z.object({}).strict(), body: adjustmentCreateBodySchema, response: answer(adjustmentSchema) },
    },
    async (request) => {
      const created = await requestAdjustment(deps, guarded(request).merchant.id, request.operatorActor, request.body);
      request.log.warn({ adjustmentId: created.id, status: created.status, amount: created.amount }, 'operator adjusted a balance');
      return ok(created);
    },
  );

  app.post(
    operatorPath(API.operatorAdjustmentDecision),
    {
      config: { access: 'balance.approve' },
      schema: {
        querystring: z.object({}).strict(),
        params: adjustmentParamsSchema,
        body: adjustmentDecisionBodySchema,
        response: answer(adjustmentSchema),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const { before, after } = await decideAdjustment(deps, merchantId, request.operatorActor, request.params.id, request.body);
      request.auditBefore = before;
      request.log.warn({ adjustmentId: after.id, status: after.status }, 'operator decided an adjustment');
      return ok(after);
    },
  );
};
