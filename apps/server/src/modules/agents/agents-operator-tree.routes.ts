import {
  agentChildrenQuerySchema,
  agentChildrenSchema,
  agentMoveBodySchema,
  agentMoveResultSchema,
  agentNodeParamsSchema,
  agentTreeQuerySchema,
  agentTreeSchema,
  API,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { AgentDeps } from './agents.deps.js';
import { moveMember } from './agent-move.service.js';
import { childrenOf, searchTree } from './operator-tree.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const usernameParams = z.object({ username: text().min(1).max(20) }).strict();

/** The back office's agent tree: search, a member's direct downline page by page, and moving a member (issue 31). */
export const agentsOperatorTreeRoutes: FastifyPluginAsyncZod<AgentDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorAgentTree),
    { config: { access: 'agents.read' }, schema: { querystring: agentTreeQuerySchema, response: answer(agentTreeSchema) } },
    async (request) => ok(await searchTree(deps, guarded(request).merchant.id, request.query)),
  );

  app.get(
    operatorPath(API.operatorAgentChildren),
    {
      config: { access: 'agents.read' },
      schema: { params: agentNodeParamsSchema, querystring: agentChildrenQuerySchema, response: answer(agentChildrenSchema) },
    },
    async (request) => ok(await childrenOf(deps, guarded(request).merchant.id, request.params.id, request.query)),
  );

  /** The audit row's `before` is the old upline with the rates lowered and the contracts ended by the move, as they were. */
  app.post(
    operatorPath(API.operatorAgentUpline),
    {
      config: { access: 'agents.manage' },
      schema: { params: usernameParams, body: agentMoveBodySchema, response: answer(agentMoveResultSchema) },
    },
    async (request) => {
      const outcome = await moveMember(deps, guarded(request).merchant.id, request.params.username, request.body.upline);
      request.auditBefore = outcome.before;
      return ok(outcome.result);
    },
  );
};
