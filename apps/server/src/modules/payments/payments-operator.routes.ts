import {
  API,
  backofficeDepositSchema,
  operatorDepositsQuerySchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { reconcileWithPsp } from './deposit-reconciliation.js';
import { reviewDeposits } from './deposits-backoffice.js';
import type { PaymentsDeps } from './payments.deps.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** The back office's deposits: the list, and the reconciliation of the PSP's payments against the ledger's credits. */
export const paymentsOperatorRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorDeposits),
    {
      config: { access: 'payments.read' },
      schema: { querystring: operatorDepositsQuerySchema, response: answer(z.array(backofficeDepositSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await reviewDeposits(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.get(
    operatorPath(API.operatorReconciliation),
    {
      // Reads a period at the PSP and in the ledger: fewer than the operator default.
      config: { access: 'payments.read', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { querystring: reconciliationQuerySchema, response: answer(reconciliationSchema) },
    },
    async (request) => {
      const { from, to, includeMatched } = request.query;
      return ok(await reconcileWithPsp(deps, guarded(request).merchant.id, new Date(from), new Date(to), includeMatched === 'true'));
    },
  );
};
