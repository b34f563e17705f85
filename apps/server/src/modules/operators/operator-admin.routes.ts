import {
  API,
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListQuerySchema,
  apiKeySchema,
  idTextSchema,
  operatorAccountSchema,
  operatorCreateBodySchema,
  operatorListQuerySchema,
  operatorRoleSchema,
  operatorUpdateBodySchema,
  roleMatrixSchema,
  roleUpdateBodySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { createApiKey, listApiKeys, apiKeyOf, revokeApiKey } from './api-keys.service.js';
import { createOperator, findAccount, listOperators, toAccount, updateOperator } from './operator-accounts.service.js';
import { roleMatrix, setRolePermissions } from './role-matrix.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const byId = z.object({ id: idTextSchema });
const merchantOf = (request: FastifyRequest) => guarded(request).merchant.id;
/** How an actor is named on what it creates: the operator's name, the key's name, or `cli`. */
const actorName = (request: FastifyRequest) => request.operatorActor.name ?? request.operatorActor.kind;

type OperatorApp = Parameters<FastifyPluginAsyncZod<ServiceDeps>>[0];

/** Machines' keys: listed by their prefix, created (the secret answered once), revoked. */
function apiKeyRoutes(app: OperatorApp, deps: ServiceDeps): void {
  app.get(
    operatorPath(API.operatorApiKeys),
    { config: { access: 'operators.read' }, schema: { querystring: apiKeyListQuerySchema, response: answer(z.array(apiKeySchema)) } },
    async (request, reply) => {
      const { list, total } = await listApiKeys(deps, merchantOf(request), request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );
  app.post(
    operatorPath(API.operatorApiKeys),
    { config: { access: 'operators.manage' }, schema: { body: apiKeyCreateBodySchema, response: answer(apiKeyCreatedSchema) } },
    async (request) => ok(await createApiKey(deps, merchantOf(request), request.body, actorName(request))),
  );
  app.delete(
    operatorPath(API.operatorApiKey),
    { config: { access: 'operators.manage' }, schema: { params: byId, response: answer(apiKeySchema) } },
    async (request) => {
      request.auditBefore = await apiKeyOf(deps, merchantOf(request), request.params.id);
      return ok(await revokeApiKey(deps, merchantOf(request), request.params.id));
    },
  );
}

/** Operators, API keys and the role × permission matrix: the admin's screens. */
export const operatorAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorAccounts),
    {
      config: { access: 'operators.read' },
      schema: { querystring: operatorListQuerySchema, response: answer(z.array(operatorAccountSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await listOperators(deps, merchantOf(request), request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );
  app.get(
    operatorPath(API.operatorAccount),
    { config: { access: 'operators.read' }, schema: { params: byId, response: answer(operatorAccountSchema) } },
    async (request) => ok(toAccount(await findAccount(deps, merchantOf(request), request.params.id))),
  );
  app.post(
    operatorPath(API.operatorAccounts),
    { config: { access: 'operators.manage' }, schema: { body: operatorCreateBodySchema, response: answer(operatorAccountSchema) } },
    async (request) => ok(await createOperator(deps, merchantOf(request), request.body, actorName(request))),
  );
  app.patch(
    operatorPath(API.operatorAccount),
    {
      config: { access: 'operators.manage' },
      schema: { params: byId, body: operatorUpdateBodySchema, response: answer(operatorAccountSchema) },
    },
    async (request) => {
      request.auditBefore = toAccount(await findAccount(deps, merchantOf(request), request.params.id));
      return ok(await updateOperator(deps, merchantOf(request), request.params.id, request.body, request.operatorActor.id));
    },
  );

  apiKeyRoutes(app, deps);

  app.get(
    operatorPath(API.operatorRoles),
    { config: { access: 'operators.read' }, schema: { response: answer(roleMatrixSchema) } },
    async (request) => ok(await roleMatrix(deps, merchantOf(request))),
  );
  app.put(
    operatorPath(API.operatorRole),
    {
      config: { access: 'operators.manage' },
      schema: { params: z.object({ role: operatorRoleSchema }), body: roleUpdateBodySchema, response: answer(roleMatrixSchema) },
    },
    async (request) => {
      const matrix = await roleMatrix(deps, merchantOf(request));
      request.auditBefore = matrix.find((row) => row.role === request.params.role) ?? null;
      return ok(await setRolePermissions(deps, merchantOf(request), request.params.role, request.body.permissions));
    },
  );
};
