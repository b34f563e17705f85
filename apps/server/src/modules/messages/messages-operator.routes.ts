import {
  API,
  chatConversationSchema,
  chatMessageSchema,
  chatReplySchema,
  idParamSchema,
  inboxSendSchema,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as chat from './chat.service.js';
import { sendInbox } from './inbox.service.js';

/** Operator calls: send inbox messages, list and answer chats (an operator's polling stays under the scope's limit). */
export const messagesOperatorRoutes: FastifyPluginAsyncZod<chat.ChatDeps> = async (app, deps) => {
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

  app.get(
    operatorPath(API.operatorChatConversations),
    {
      config: { access: 'chat.read' },
      schema: { response: { 200: successEnvelope(z.array(chatConversationSchema)), ...errorResponses } },
    },
    async (request) => ok(await chat.listConversations(deps, merchantOf(request))),
  );

  app.get(
    operatorPath(API.operatorChatMessages),
    {
      config: { access: 'chat.read' },
      schema: { params: idParamSchema, response: { 200: successEnvelope(z.array(chatMessageSchema)), ...errorResponses } },
    },
    async (request) => ok(await chat.operatorHistory(deps, merchantOf(request), request.params.id)),
  );

  app.post(
    operatorPath(API.operatorChatMessages),
    {
      config: { access: 'chat.reply' },
      schema: { params: idParamSchema, body: chatReplySchema, response: { 200: successEnvelope(chatMessageSchema), ...errorResponses } },
    },
    async (request) => ok(await chat.replyAsOperator(deps, merchantOf(request), request.params.id, request.body.body)),
  );
};
