import {
  API,
  operatorContractOfferSchema,
  operatorContractParamsSchema,
  operatorContractSchema,
  operatorContractsQuerySchema,
  settlementPayoutSchema,
  settlementRunSchema,
  settlementRunsQuerySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { AgentDeps } from './agents.deps.js';
import * as contracts from './operator-contracts.service.js';
import { bpToPercent } from './rates.js';
import * as runs from './settlement-runs.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const listed = <T>(reply: FastifyReply, page: { list: T[]; total: number }) => {
  void reply.header(TOTAL_COUNT_HEADER, page.total);
  return ok(page.list);
};
const noQuery = z.object({}).strict();

/** The back office's contract offers to top agents and the settlement runs (issue 31). */
export const agentsOperatorMoneyRoutes: FastifyPluginAsyncZod<AgentDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorAgentContracts),
    {
      config: { access: 'agents.read' },
      schema: { querystring: operatorContractsQuerySchema, response: answer(z.array(operatorContractSchema)) },
    },
    async (request, reply) => listed(reply, await contracts.list(deps, guarded(request).merchant.id, request.query)),
  );

  /** A new offer: nothing existed before it, so the audit row's `before` stays null. */
  app.post(
    operatorPath(API.operatorAgentContracts),
    { config: { access: 'agents.manage' }, schema: { body: operatorContractOfferSchema, response: answer(operatorContractSchema) } },
    async (request) => ok(await contracts.offer(deps, guarded(request).merchant.id, request.body)),
  );

  app.post(
    operatorPath(API.operatorAgentContractWithdraw),
    {
      config: { access: 'agents.manage' },
      schema: { params: operatorContractParamsSchema, response: answer(operatorContractSchema) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const before = await contracts.current(deps, merchantId, request.params.id);
      request.auditBefore = { status: before.status, kind: before.kind, rate: bpToPercent(before.rateBp) };
      return ok(await contracts.withdraw(deps, merchantId, request.params.id));
    },
  );

  app.get(
    operatorPath(API.operatorAgentSettlements),
    {
      config: { access: 'agents.read' },
      schema: { querystring: settlementRunsQuerySchema, response: answer(z.array(settlementRunSchema)) },
    },
    async (request, reply) => listed(reply, await runs.list(deps, guarded(request).merchant.id, request.query)),
  );

  app.get(
    operatorPath(API.operatorAgentSettlementPayouts),
    {
      config: { access: 'agents.read' },
      schema: { params: operatorContractParamsSchema, querystring: noQuery, response: answer(z.array(settlementPayoutSchema)) },
    },
    async (request) => ok(await runs.payouts(deps, guarded(request).merchant.id, request.params.id)),
  );
};
