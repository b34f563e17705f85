import {
  API,
  backofficeWithdrawalSchema,
  operatorWithdrawalDecisionSchema,
  operatorWithdrawalsQuerySchema,
  successEnvelope,
  text,
  TOTAL_COUNT_HEADER,
  withdrawalDetailSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { PaymentsDeps } from './payments.deps.js';
import { decideWithdrawal, toOperatorWithdrawal } from './withdrawal-decisions.js';
import { withdrawalDetail } from './withdrawal-detail.js';
import { findWithdrawal, reviewOne, reviewWithdrawals } from './withdrawal-review.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const orderParams = z.object({ orderNo: text().max(40) }).strict();

/** The back office's withdrawal queue: the list with risk flags, one withdrawal in detail, and the decisions. */
export const withdrawalsBackofficeRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorWithdrawals),
    {
      config: { access: 'payments.read' },
      schema: { querystring: operatorWithdrawalsQuerySchema, response: answer(z.array(backofficeWithdrawalSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await reviewWithdrawals(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.get(
    operatorPath(API.operatorWithdrawal),
    {
      config: { access: 'payments.read' },
      schema: { querystring: z.object({}).strict(), params: orderParams, response: answer(withdrawalDetailSchema) },
    },
    async (request) => ok(await withdrawalDetail(deps, guarded(request).merchant.id, request.params.orderNo, requestLanguage(request))),
  );

  app.post(
    operatorPath(API.operatorWithdrawalDecision),
    {
      config: { access: 'withdrawals.decide' },
      schema: {
        querystring: z.object({}),
        params: orderParams,
        body: operatorWithdrawalDecisionSchema,
        response: answer(backofficeWithdrawalSchema),
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const row = await findWithdrawal(deps, guarded(request).merchant.id, request.params.orderNo);
      request.auditBefore = toOperatorWithdrawal(row);
      const decided = await reviewOne(deps, await decideWithdrawal(deps, row, decision, request.operatorActor, reason));
      request.log.warn(
        { orderNo: decided.orderNo, decision, status: decided.status, awaitingSecondApproval: decided.awaitingSecondApproval },
        'operator decided a withdrawal',
      );
      return ok(decided);
    },
  );
};
