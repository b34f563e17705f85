import {
  API,
  sportFixtureCreateSchema,
  sportFixtureOddsSchema,
  sportFixtureParamsSchema,
  sportFixtureResultSchema,
  sportFixtureSchema,
  sportFixturesQuerySchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as sportsbook from './sportsbook-admin.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();

/**
 * The in-house sportsbook's fixtures and results in the back office. The book itself is the game server's; these
 * calls check the operator's permission and input, relay the decision and leave it in the audit trail.
 */
export const sportsbookOperatorRoutes: FastifyPluginAsyncZod<sportsbook.SportsbookDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorSportFixtures),
    { config: { access: 'games.read' }, schema: { querystring: sportFixturesQuerySchema, response: answer(z.array(sportFixtureSchema)) } },
    async (request) => ok(await sportsbook.listFixtures(deps, request.query.status)),
  );

  app.post(
    operatorPath(API.operatorSportFixtures),
    {
      config: { access: 'games.manage' },
      schema: { querystring: noQuery, body: sportFixtureCreateSchema, response: answer(sportFixtureSchema) },
    },
    async (request) => ok(await sportsbook.createFixture(deps, guarded(request).merchant.id, request.body)),
  );

  app.put(
    operatorPath(API.operatorSportFixtureOdds),
    {
      config: { access: 'games.manage' },
      schema: {
        querystring: noQuery,
        params: sportFixtureParamsSchema,
        body: sportFixtureOddsSchema,
        response: answer(sportFixtureSchema),
      },
    },
    async (request) => {
      const fixture = await sportsbook.findFixture(deps, request.params.id);
      request.auditBefore = fixture;
      return ok(await sportsbook.repriceFixture(deps, fixture, request.body));
    },
  );

  app.post(
    operatorPath(API.operatorSportFixtureResult),
    {
      config: { access: 'games.manage' },
      schema: {
        querystring: noQuery,
        params: sportFixtureParamsSchema,
        body: sportFixtureResultSchema,
        response: answer(sportFixtureSchema),
      },
    },
    async (request) => {
      const fixture = await sportsbook.findFixture(deps, request.params.id);
      request.auditBefore = fixture;
      return ok(await sportsbook.enterResult(deps, fixture, request.body.result));
    },
  );

  app.post(
    operatorPath(API.operatorSportFixtureVoid),
    {
      config: { access: 'games.manage' },
      schema: { querystring: noQuery, params: sportFixtureParamsSchema, body: z.object({}).strict(), response: answer(sportFixtureSchema) },
    },
    async (request) => {
      const fixture = await sportsbook.findFixture(deps, request.params.id);
      request.auditBefore = fixture;
      return ok(await sportsbook.voidFixture(deps, fixture));
    },
  );
};
