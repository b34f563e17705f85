import { API, inboxSendSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { sendInbox } from './inbox.service.js';

/** Operator call: send inbox messages (the chat console's calls are chat-console.routes.ts). */
export const messagesOperatorRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const merchantOf = (request: Parameters<typeof guarded>[0]) => guarded(request).merchant.id;

  app.post(
    operatorPath(API.operatorInbox),
    {
      config: { access: 'content.manage' },
      schema: {
        body: inboxSendSchema,
        response: { 200: successEnvelope(z.object({ id: z.number(), createdAt: text() })), ...errorResponses },
      },
    },
    async (request) => ok(await sendInbox(deps, merchantOf(request), request.body)),
  );
};
