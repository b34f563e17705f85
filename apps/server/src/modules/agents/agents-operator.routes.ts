import { API, isAgentType, rebateUpdateSchema, settlePayloadSchema, settleResultSchema, successEnvelope, text, int4 } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as members from '../members/members.service.js';
import type { AgentDeps } from './agents.deps.js';
import { ratesOfAgent, setTopRates } from './rebates.service.js';
import { settle } from './settlement.service.js';

const usernameParams = z.object({ username: text().min(1).max(20) }).strict();

/** Operator calls of the agent area (inside the operator scope). */
export const agentsOperatorRoutes: FastifyPluginAsyncZod<AgentDeps> = async (app, deps) => {
  const memberNamed = async (merchantId: number, username: string) => {
    const member = await members.findByUsername(deps, merchantId, username);
    if (!member) throw new AppError('member.not.found');
    return member;
  };

  /**
   * Settles one kind for one period now (the scheduled job does the same for the last finished period). A named action
   * that writes new settlement rows: nothing existed before it, so the audit row's `before` stays null.
   */
  app.post(
    operatorPath(API.operatorAgentSettle),
    {
      config: { access: 'agents.manage' },
      schema: { body: settlePayloadSchema, response: { 200: successEnvelope(settleResultSchema), ...errorResponses } },
    },
    async (request) =>
      ok(
        await settle(deps, guarded(request).merchant.id, request.body.kind, request.body.period, {
          kind: 'operator',
          actor: request.operatorActor.name ?? request.operatorActor.kind,
        }),
      ),
  );

  /** Makes a member a top agent (type 2 by default) or sets another type; every open session of the member follows at its next request. */
  app.post(
    operatorPath(API.operatorAgentType),
    {
      config: { access: 'agents.manage' },
      schema: {
        params: usernameParams,
        body: z.object({ type: int4().min(0).max(99) }).strict(),
        response: { 200: successEnvelope(z.object({ type: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const member = await memberNamed(merchantId, request.params.username);
      request.auditBefore = { type: member.type };
      await members.setType(deps, merchantId, member.id, request.body.type);
      return ok({ type: request.body.type });
    },
  );

  /** Rebate rates of an agent: a top agent's have no upline to set them; any other's stay at most its upline's. */
  app.put(
    operatorPath(API.operatorAgentRebate),
    {
      config: { access: 'agents.manage' },
      schema: { params: usernameParams, body: rebateUpdateSchema, response: { 200: successEnvelope(z.null()), ...errorResponses } },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const member = await memberNamed(merchantId, request.params.username);
      if (!isAgentType(member.type)) throw new AppError('login.non.agent');
      request.auditBefore = { rates: await ratesOfAgent(deps, merchantId, member.id) };
      await setTopRates(deps, merchantId, member.id, request.body.rates);
      return ok(null);
    },
  );
};
