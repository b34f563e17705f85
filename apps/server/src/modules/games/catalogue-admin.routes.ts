import {
  API,
  operatorGameParamsSchema,
  operatorGamePatchSchema,
  operatorGameSchema,
  operatorGamesQuerySchema,
  operatorGameTypesSchema,
  operatorVendorParamsSchema,
  operatorVendorPatchSchema,
  operatorVendorSchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as catalogue from './catalogue-admin.service.js';
import type { CatalogueDeps } from './catalogue.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
const merchantOf = (request: FastifyRequest) => guarded(request).merchant.id;

/**
 * The back office's catalogue table: every game of the merchant (on or off) with its names, RTP, order, hot rank and
 * labels; a game's and a vendor's switch and order. Each change moves the catalogue version, so the lobby of every
 * process follows within a second; the operator scope audits each with the object as it was.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorGames),
    { config: { access: 'games.read' }, schema: { querystring: operatorGamesQuerySchema, response: answer(z.array(operatorGameSchema)) } },
    async (request, reply) => {
      const page = await catalogue.listGames(deps, merchantOf(request), request.query);
      void reply.header(TOTAL_COUNT_HEADER, page.total);
      return ok(page.list);
    },
  );

  app.patch(
    operatorPath(API.operatorGame),
    {
      config: { access: 'games.manage' },
      schema: {
        querystring: noQuery,
        params: operatorGameParamsSchema,
        body: operatorGamePatchSchema,
        response: answer(operatorGameSchema),
      },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await catalogue.getGame(deps, merchantId, request.params.id);
      return ok(await catalogue.patchGame(deps, merchantId, request.params.id, request.body));
    },
  );

  app.get(
    operatorPath(API.operatorGameVendors),
    { config: { access: 'games.read' }, schema: { querystring: noQuery, response: answer(z.array(operatorVendorSchema)) } },
    async (request) => ok(await catalogue.listVendors(deps, merchantOf(request))),
  );

  app.patch(
    operatorPath(API.operatorGameVendor),
    {
      config: { access: 'games.manage' },
      schema: {
        querystring: noQuery,
        params: operatorVendorParamsSchema,
        body: operatorVendorPatchSchema,
        response: answer(operatorVendorSchema),
      },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await catalogue.getVendor(deps, merchantId, request.params.code);
      return ok(await catalogue.patchVendor(deps, merchantId, request.params.code, request.body));
    },
  );

  app.get(
    operatorPath(API.operatorGameTypes),
    { config: { access: 'games.read' }, schema: { querystring: noQuery, response: answer(operatorGameTypesSchema) } },
    async (request) => ok(await catalogue.gameTypesOverview(deps, merchantOf(request))),
  );
};
