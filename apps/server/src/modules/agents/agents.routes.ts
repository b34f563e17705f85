import {
  agentHomeSchema,
  API,
  contractIdParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractOfferSchema,
  contractRequestInfoSchema,
  contractSchema,
  memberIdParamsSchema,
  openAccountPayloadSchema,
  openAccountResultSchema,
  rebateSetupSchema,
  rebateUpdateSchema,
  successEnvelope,
  teamBettingQuerySchema,
  teamKpiQuerySchema,
  teamKpiSchema,
  teamMemberPageSchema,
  teamMembersQuerySchema,
  teamOverviewSchema,
  teamPnlQuerySchema,
  teamPnlSchema,
  teamRebateQuerySchema,
  teamRebateSchema,
  teamRoundPageSchema,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodTypeAny } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { createAgentGuard, sessionOf } from '../auth/auth.guard.js';
import type { AgentDeps, Caller } from './agents.deps.js';
import * as agents from './agents.service.js';
import * as contracts from './contracts.service.js';
import * as rebates from './rebates.service.js';
import { teamBetting, teamPnl } from './team-pnl.service.js';

const READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const noQuery = z.object({}).strict();
const reply = (schema: ZodTypeAny) => ({ 200: successEnvelope(schema), ...errorResponses });

function callerOf(request: FastifyRequest): Caller {
  const s = sessionOf(request);
  return { merchantId: s.merchantId, memberId: s.memberId, type: s.memberType };
}

type RouteOptionsOf = { onRequest: ReturnType<typeof createAgentGuard>; config: { rateLimit: typeof READ_LIMIT | typeof WRITE_LIMIT } };
type AgentApp = Parameters<FastifyPluginAsyncZod<AgentDeps>>[0];
/** Reads and writes differ only in their rate limit; both pass the agent guard. */
interface AgentRouteKinds {
  read: RouteOptionsOf;
  write: RouteOptionsOf;
}

/** The agent's home, KPIs, accounts opened for the team, and the team's members, results and bets. */
function teamRoutes(app: AgentApp, deps: AgentDeps, { read, write }: AgentRouteKinds) {
  app.get(API.agentHome, { ...read, schema: { querystring: noQuery, response: reply(agentHomeSchema) } }, async (request) =>
    ok(await agents.home(deps, callerOf(request), requestLanguage(request))),
  );
  app.get(API.agentKpi, { ...read, schema: { querystring: teamKpiQuerySchema, response: reply(teamKpiSchema) } }, async (request) =>
    ok(await agents.kpi(deps, callerOf(request), request.query)),
  );
  app.post(
    API.agentRegister,
    { ...write, schema: { body: openAccountPayloadSchema, response: reply(openAccountResultSchema) } },
    async (request) => ok(await agents.openAccount(deps, callerOf(request), request.body, request.ip)),
  );
  app.get(API.agentTeamOverview, { ...read, schema: { querystring: noQuery, response: reply(teamOverviewSchema) } }, async (request) =>
    ok(await agents.overview(deps, callerOf(request))),
  );
  app.get(
    API.agentTeamMembers,
    { ...read, schema: { querystring: teamMembersQuerySchema, response: reply(teamMemberPageSchema) } },
    async (request) => ok(await agents.teamMembers(deps, callerOf(request), request.query)),
  );
  app.get(API.agentTeamPnl, { ...read, schema: { querystring: teamPnlQuerySchema, response: reply(teamPnlSchema) } }, async (request) =>
    ok(await teamPnl(deps, callerOf(request), request.query)),
  );
  app.get(
    API.agentTeamBetting,
    { ...read, schema: { querystring: teamBettingQuerySchema, response: reply(teamRoundPageSchema) } },
    async (request) => ok(await teamBetting(deps, callerOf(request), request.query)),
  );
}

/** Rebate rates the agent sets for its downline, and what the team's stakes earned. */
function rebateRoutes(app: AgentApp, deps: AgentDeps, { read, write }: AgentRouteKinds) {
  app.get(API.agentRebate, { ...read, schema: { querystring: noQuery, response: reply(rebateSetupSchema) } }, async (request) =>
    ok(await rebates.setup(deps, callerOf(request))),
  );
  app.put(
    API.agentRebateOf,
    { ...write, schema: { params: memberIdParamsSchema, body: rebateUpdateSchema, response: reply(rebateSetupSchema) } },
    async (request) => ok(await rebates.update(deps, callerOf(request), request.params.memberId, request.body.rates)),
  );
  app.get(
    API.agentTeamRebate,
    { ...read, schema: { querystring: teamRebateQuerySchema, response: reply(teamRebateSchema) } },
    async (request) => ok(await rebates.teamRebate(deps, callerOf(request), request.query)),
  );
}

/** Salary and dividend contracts between an agent and its upline. */
function contractRoutes(app: AgentApp, deps: AgentDeps, { read, write }: AgentRouteKinds) {
  app.get(
    API.agentContracts,
    { ...read, schema: { querystring: contractListQuerySchema, response: reply(contractListSchema) } },
    async (request) => ok(await contracts.list(deps, callerOf(request), request.query.kind)),
  );
  app.get(
    API.agentContractRequests,
    { ...read, schema: { querystring: noQuery, response: reply(contractRequestInfoSchema) } },
    async (request) => ok(await contracts.contractRequestInfo(deps, callerOf(request))),
  );
  app.post(API.agentContracts, { ...write, schema: { body: contractOfferSchema, response: reply(contractSchema) } }, async (request) =>
    ok(await contracts.offer(deps, callerOf(request), request.body)),
  );
  app.post(
    API.agentContractAccept,
    { ...write, schema: { params: contractIdParamsSchema, response: reply(contractSchema) } },
    async (request) => ok(await contracts.decide(deps, callerOf(request), request.params.id, 'accepted')),
  );
  app.post(
    API.agentContractDecline,
    { ...write, schema: { params: contractIdParamsSchema, response: reply(contractSchema) } },
    async (request) => ok(await contracts.decide(deps, callerOf(request), request.params.id, 'declined')),
  );
  app.post(
    API.agentContractCancel,
    { ...write, schema: { params: contractIdParamsSchema, response: reply(contractSchema) } },
    async (request) => ok(await contracts.cancel(deps, callerOf(request), request.params.id)),
  );
}

/** The agent area (SPEC §2, §7): every call needs an agent session (others: 403 login.non.agent). */
export const agentsRoutes: FastifyPluginAsyncZod<AgentDeps> = async (app, deps) => {
  const onRequest = createAgentGuard(deps);
  const kinds = { read: { onRequest, config: { rateLimit: READ_LIMIT } }, write: { onRequest, config: { rateLimit: WRITE_LIMIT } } };
  teamRoutes(app, deps, kinds);
  rebateRoutes(app, deps, kinds);
  contractRoutes(app, deps, kinds);
};
