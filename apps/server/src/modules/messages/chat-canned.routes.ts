import { API, chatCannedInputSchema, chatCannedQuerySchema, chatCannedSchema, idParamSchema, successEnvelope } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import * as canned from './chat-canned.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const merchantOf = (request: FastifyRequest) => guarded(request).merchant.id;

/**
 * The canned replies of the console, pt and en. Whoever may answer chats keeps the list (chat.reply): it is the
 * support team's own tool. Operator-written templates, not a player's data, so the audit row keeps them whole.
 */
export const chatCannedRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorChatCanned),
    { config: { access: 'chat.read' }, schema: { querystring: chatCannedQuerySchema, response: answer(z.array(chatCannedSchema)) } },
    async (request) => ok(await canned.listCanned(deps, merchantOf(request), request.query.language)),
  );

  app.post(
    operatorPath(API.operatorChatCanned),
    { config: { access: 'chat.reply' }, schema: { body: chatCannedInputSchema, response: answer(chatCannedSchema) } },
    async (request) => ok(await canned.createCanned(deps, merchantOf(request), request.body)),
  );

  app.put(
    operatorPath(API.operatorChatCannedItem),
    {
      config: { access: 'chat.reply' },
      schema: { params: idParamSchema, body: chatCannedInputSchema, response: answer(chatCannedSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await canned.cannedOf(deps, merchantId, request.params.id);
      return ok(await canned.updateCanned(deps, merchantId, request.params.id, request.body));
    },
  );

  app.delete(
    operatorPath(API.operatorChatCannedItem),
    { config: { access: 'chat.reply' }, schema: { params: idParamSchema, response: answer(z.object({})) } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await canned.cannedOf(deps, merchantId, request.params.id);
      await canned.deleteCanned(deps, merchantId, request.params.id);
      return ok({});
    },
  );
};
