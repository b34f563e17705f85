import {
  API,
  barredCaseSchema,
  barredCasesQuerySchema,
  barredOverviewSchema,
  barredRunBodySchema,
  barredRunSchema,
  barredRunsQuerySchema,
  barredSandboxEntryBodySchema,
  barredSandboxEntryParamsSchema,
  barredSandboxEntrySchema,
  barredSandboxQuerySchema,
  barredSandboxSettingsBodySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as barred from './barred.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
const merchantOf = (request: FastifyRequest) => guarded(request).merchant;
/** Who changed the sandbox, as its list records it: the operator's name, else the kind of caller. */
const requester = (request: FastifyRequest) => request.operatorActor.name ?? request.operatorActor.kind;
const listed = <T>(reply: FastifyReply, page: { list: T[]; total: number }) => {
  void reply.header(TOTAL_COUNT_HEADER, page.total);
  return ok(page.list);
};

/**
 * The back office's barred persons: the overview, the blocked and closed accounts, the sweeps and "run now"; and,
 * while the sandbox is the adapter, its list and its outage switch. Every change is audited by the operator scope.
 */
export const barredRoutes: FastifyPluginAsyncZod<barred.BarredOperatorDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorBarred),
    { config: { access: 'barred.read' }, schema: { querystring: noQuery, response: answer(barredOverviewSchema) } },
    async (request) => ok(await barred.overview(deps, merchantOf(request).id)),
  );

  app.get(
    operatorPath(API.operatorBarredCases),
    { config: { access: 'barred.read' }, schema: { querystring: barredCasesQuerySchema, response: answer(z.array(barredCaseSchema)) } },
    async (request, reply) => listed(reply, await barred.listCases(deps, merchantOf(request).id, request.query)),
  );

  app.get(
    operatorPath(API.operatorBarredRuns),
    { config: { access: 'barred.read' }, schema: { querystring: barredRunsQuerySchema, response: answer(z.array(barredRunSchema)) } },
    async (request, reply) => listed(reply, await barred.listRuns(deps, merchantOf(request).id, request.query.page, request.query.limit)),
  );

  app.post(
    operatorPath(API.operatorBarredRuns),
    { config: { access: 'barred.manage' }, schema: { querystring: noQuery, body: barredRunBodySchema, response: answer(barredRunSchema) } },
    async (request) => ok(await barred.runNow(deps, merchantOf(request))),
  );

  sandboxRoutes(app, deps);
};

type BarredApp = Parameters<FastifyPluginAsyncZod<barred.BarredOperatorDeps>>[0];

function sandboxRoutes(app: BarredApp, deps: barred.BarredOperatorDeps) {
  app.get(
    operatorPath(API.operatorBarredSandboxEntries),
    {
      config: { access: 'barred.read' },
      schema: { querystring: barredSandboxQuerySchema, response: answer(z.array(barredSandboxEntrySchema)) },
    },
    async (request, reply) => listed(reply, await barred.sandboxEntries(deps, merchantOf(request).id, request.query)),
  );

  app.post(
    operatorPath(API.operatorBarredSandboxEntries),
    {
      config: { access: 'barred.manage' },
      schema: { querystring: noQuery, body: barredSandboxEntryBodySchema, response: answer(barredSandboxEntrySchema) },
    },
    async (request) => ok(await barred.addSandboxEntry(deps, merchantOf(request).id, request.body, requester(request))),
  );

  app.delete(
    operatorPath(API.operatorBarredSandboxEntry),
    {
      config: { access: 'barred.manage' },
      schema: { querystring: noQuery, params: barredSandboxEntryParamsSchema, response: answer(z.null()) },
    },
    async (request) => {
      const merchantId = merchantOf(request).id;
      request.auditBefore = await barred.findSandboxEntry(deps, merchantId, request.params.id);
      await barred.removeSandboxEntry(deps, merchantId, request.params.id);
      return ok(null);
    },
  );

  app.put(
    operatorPath(API.operatorBarredSandbox),
    {
      config: { access: 'barred.manage' },
      schema: { querystring: noQuery, body: barredSandboxSettingsBodySchema, response: answer(barredOverviewSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request).id;
      request.auditBefore = { failing: (await barred.overview(deps, merchantId)).sandboxFailing };
      await barred.setSandboxFailing(deps, merchantId, request.body.failing);
      return ok(await barred.overview(deps, merchantId));
    },
  );
}
