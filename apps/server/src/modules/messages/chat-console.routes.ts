import {
  API,
  chatAgentSchema,
  chatAssignSchema,
  chatConversationQuerySchema,
  chatConversationSchema,
  chatMessageSchema,
  chatReplySchema,
  chatTicketSchema,
  idParamSchema,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { issueConsoleTicket, serveConsoleSocket, type ConsoleSocketDeps } from './chat-console-socket.js';
import * as chatConsole from './chat-console.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const socketQuery = z.object({ ticket: text().min(20).max(100) });
const merchantOf = (request: FastifyRequest) => guarded(request).merchant.id;
/** What the audit row keeps of a conversation before an assignment or a close. */
const stateOf = (c: { status: string; assignee: unknown }) => ({ status: c.status, assignee: c.assignee });

/**
 * The live-chat console's reads (chat.read): the push socket (through a ticket), the conversations, their messages,
 * the player's earlier conversations and who may be handed one.
 */
export const chatConsoleRoutes: FastifyPluginAsyncZod<ConsoleSocketDeps> = async (app, deps) => {
  app.post(
    operatorPath(API.operatorChatTicket),
    { config: { access: 'chat.read' }, schema: { response: answer(chatTicketSchema) } },
    async (request) => {
      // Opening the console is no change: the ticket is a credential, not an action to keep.
      request.auditSkip = true;
      return ok({ ticket: await issueConsoleTicket(deps, merchantOf(request), request.operatorActor) });
    },
  );

  // Public in the scope's sense: the single-use ticket is the credential (a browser's WebSocket sends no header).
  app.get(
    operatorPath(API.operatorChatSocket),
    { websocket: true, config: { access: 'public' }, schema: { querystring: socketQuery } },
    async (socket, request) => serveConsoleSocket(deps, socket, request, request.query.ticket),
  );

  app.get(
    operatorPath(API.operatorChatConversations),
    {
      config: { access: 'chat.read' },
      schema: { querystring: chatConversationQuerySchema, response: answer(z.array(chatConversationSchema)) },
    },
    async (request) => ok(await chatConsole.listConversations(deps, merchantOf(request), request.query.status ?? 'active')),
  );

  app.get(
    operatorPath(API.operatorChatAgents),
    { config: { access: 'chat.read' }, schema: { response: answer(z.array(chatAgentSchema)) } },
    async (request) => ok(await chatConsole.chatAgents(deps, merchantOf(request))),
  );

  app.get(
    operatorPath(API.operatorChatMessages),
    { config: { access: 'chat.read' }, schema: { params: idParamSchema, response: answer(z.array(chatMessageSchema)) } },
    async (request) => ok(await chatConsole.conversationMessages(deps, merchantOf(request), request.params.id)),
  );

  app.get(
    operatorPath(API.operatorChatHistory),
    { config: { access: 'chat.read' }, schema: { params: idParamSchema, response: answer(z.array(chatConversationSchema)) } },
    async (request) => ok(await chatConsole.playerHistory(deps, merchantOf(request), request.params.id)),
  );
};

/** The console's actions (chat.reply): answer, assign, close; the scope audits each. */
export const chatConsoleActionRoutes: FastifyPluginAsyncZod<ConsoleSocketDeps> = async (app, deps) => {
  app.post(
    operatorPath(API.operatorChatMessages),
    { config: { access: 'chat.reply' }, schema: { params: idParamSchema, body: chatReplySchema, response: answer(chatMessageSchema) } },
    async (request) => {
      const message = await chatConsole.reply(deps, merchantOf(request), request.params.id, request.body.body, request.operatorActor);
      /*
       * The audit row names the message, not its text. The trail is append-only and kept for years, while a chat is
       * personal data the player may have erased (LGPD; modules/privacy deletes the conversation): a copy of every
       * answer in the trail would outlive that erasure and duplicate the chat for nothing. Who answered which
       * conversation, when, and which message it was stays provable; the text lives with the conversation.
       */
      (request as { body: unknown }).body = { messageId: message.id, chars: request.body.body.length };
      return ok(message);
    },
  );

  app.post(
    operatorPath(API.operatorChatAssign),
    {
      config: { access: 'chat.reply' },
      schema: { params: idParamSchema, body: chatAssignSchema, response: answer(chatConversationSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = stateOf(await chatConsole.conversationOf(deps, merchantId, request.params.id));
      return ok(await chatConsole.assign(deps, merchantId, request.params.id, request.body.operatorId));
    },
  );

  app.post(
    operatorPath(API.operatorChatClose),
    { config: { access: 'chat.reply' }, schema: { params: idParamSchema, response: answer(chatConversationSchema) } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = stateOf(await chatConsole.conversationOf(deps, merchantId, request.params.id));
      return ok(await chatConsole.close(deps, merchantId, request.params.id));
    },
  );
};
