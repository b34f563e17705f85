import {
  API,
  operatorDepositSchema,
  operatorDepositsQuerySchema,
  operatorWithdrawalDecisionSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsQuerySchema,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { operatorDeposits } from './deposits.service.js';
import type { PaymentsDeps } from './payments.deps.js';
import { decideWithdrawal, operatorWithdrawals } from './withdrawal-decisions.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** Operator calls until the back office exists: the withdrawal queue and its decisions, the deposit list. */
export const paymentsOperatorRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorWithdrawals),
    { schema: { querystring: operatorWithdrawalsQuerySchema, response: answer(z.array(operatorWithdrawalSchema)) } },
    async (request) => ok(await operatorWithdrawals(deps, guarded(request).merchant.id, request.query.status, request.query.limit)),
  );

  app.post(
    operatorPath(API.operatorWithdrawalDecision),
    {
      schema: {
        querystring: z.object({}),
        params: z.object({ orderNo: text().max(40) }),
        body: operatorWithdrawalDecisionSchema,
        response: answer(operatorWithdrawalSchema),
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const result = await decideWithdrawal(deps, guarded(request).merchant.id, request.params.orderNo, decision, reason);
      request.log.warn({ orderNo: result.orderNo, decision, status: result.status }, 'operator decided a withdrawal');
      return ok(result);
    },
  );

  app.get(
    operatorPath(API.operatorDeposits),
    { schema: { querystring: operatorDepositsQuerySchema, response: answer(z.array(operatorDepositSchema)) } },
    async (request) => ok(await operatorDeposits(deps, guarded(request).merchant.id, request.query.status, request.query.limit)),
  );
};
