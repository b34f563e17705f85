import fastifyWebsocket from '@fastify/websocket';
import { API, customerServiceSchema, successEnvelope } from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { createChatHub, createMessageLimiter } from './chat-hub.js';
import { chatCannedRoutes } from './chat-canned.routes.js';
import { chatConsoleActionRoutes, chatConsoleRoutes } from './chat-console.routes.js';
import { chatRoutes } from './chat.routes.js';
import type { ChatDeps } from './chat.service.js';
import { customerService } from './customer-service.js';
import { messagesOperatorRoutes } from './messages-operator.routes.js';
import { messagesRoutes } from './messages.routes.js';

/** A member may send 10 chat messages in 10 seconds. */
const CHAT_SEND_MAX = 10;
const CHAT_SEND_WINDOW_MS = 10_000;
const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/**
 * A console socket is renewed through a new ticket (session and chat.read checked again) every minute: a logout, a
 * disabled operator or a role without chat.read stops the push within a minute on every process, for one small call
 * a minute per open console (the console reads its lists again after each renewal, so nothing is missed between).
 */
const CONSOLE_SOCKET_LIFETIME_MS = 60 * 1000;

const serviceRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    API.customerService,
    { schema: { querystring: z.object({}), response: { 200: successEnvelope(customerServiceSchema), ...errorResponses } } },
    async (request) => ok(await customerService(deps.db, guarded(request).merchant.id, requestLanguage(request))),
  );
};

export interface MessagesModuleOptions extends ServiceDeps {
  /** Prefix of the chat's pub/sub channel (tests isolate themselves with it). */
  redisNamespace?: string | undefined;
  operator: OperatorRoutes;
  /** Tests shorten the console socket's life to see it renewed. */
  consoleSocketLifetimeMs?: number | undefined;
}

/** Inbox, live chat (WebSocket), unread counts and the customer-service call; the operator sends, and answers in the chat console. */
export const messagesModule = fp<MessagesModuleOptions>(
  async (app, { redisNamespace, operator, consoleSocketLifetimeMs, ...deps }) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
    const hub = await createChatHub({
      ...(deps.redis && { redis: deps.redis }),
      channel: `${redisNamespace ?? ''}chat-events`,
      onError: (err) => app.log.warn({ err }, 'chat pub/sub'),
    });
    app.addHook('onClose', () => hub.close());
    const onPushError = (err: unknown) => app.log.warn({ err }, 'chat console push');
    const chat: ChatDeps = { ...deps, hub, onPushError, allowSend: createMessageLimiter(CHAT_SEND_MAX, CHAT_SEND_WINDOW_MS, deps.clock) };
    await app.register(chatRoutes, chat);
    await app.register(messagesRoutes, { ...deps, chat });
    await app.register(serviceRoutes, deps);
    operator.add(messagesOperatorRoutes, deps);
    const consoleDeps = { ...chat, consoleSocketLifetimeMs: consoleSocketLifetimeMs ?? CONSOLE_SOCKET_LIFETIME_MS };
    operator.add(chatConsoleRoutes, consoleDeps);
    operator.add(chatConsoleActionRoutes, consoleDeps);
    operator.add(chatCannedRoutes, deps);
  },
  { name: 'messages' },
);
