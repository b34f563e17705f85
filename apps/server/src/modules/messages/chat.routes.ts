import {
  API,
  chatClientEventSchema,
  chatLaunchQuerySchema,
  chatLaunchSchema,
  successEnvelope,
  type ChatServerEvent,
  text,
} from '@app/contract';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, failure, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import { guarded } from '../system/system.guard.js';
import * as chat from './chat.service.js';

const POLL_LIMIT = { max: 240, timeWindow: '1 minute' } as const;
const LAUNCH_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const socketQuery = z.object({ ticket: text().min(20).max(100) });

/**
 * One player's chat socket: the ticket is redeemed first (messages that arrive meanwhile wait for it), then the
 * history is sent and every message is a send or a mark-read; a fault answers an error event, a bad ticket closes.
 */
function serveChatSocket(deps: chat.ChatDeps, socket: WebSocket, request: FastifyRequest, ticket: string) {
  const language = requestLanguage(request);
  const send = (event: ChatServerEvent) => socket.send(JSON.stringify(event));
  const sendError = (error: unknown) => {
    const code = error instanceof AppError ? error.code : 'system.unknown';
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'chat socket failure');
    send({ type: 'error', errorCode: code, message: failure(code, language).message });
  };
  // Messages that arrive while the ticket is checked wait for it.
  const ready = (async () => {
    const member = await chat.redeemTicket(deps, guarded(request).merchant.id, ticket);
    const unsubscribe = deps.hub.add(member.merchantId, member.memberId, socket);
    socket.on('close', unsubscribe);
    send({ type: 'history', messages: await chat.openConversation(deps, member) });
    return member;
  })();
  socket.on('message', (raw: Buffer) => {
    void (async () => {
      const member = await ready;
      let data: unknown;
      try {
        data = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('request.invalid');
      }
      const parsed = chatClientEventSchema.safeParse(data);
      if (!parsed.success) throw new AppError('request.invalid');
      if (parsed.data.type === 'send') await chat.sendFromMember(deps, member, parsed.data.body);
      else await chat.markReadByMember(deps, member);
    })().catch(sendError);
  });
  ready.catch((error: unknown) => {
    sendError(error);
    socket.close(4401, 'ticket');
  });
}

/** Live chat (CBS3) for players: launch, unread count and the chat socket. */
export const chatRoutes: FastifyPluginAsyncZod<chat.ChatDeps> = async (app, deps) => {
  const requireRegular = createRegularMemberGuard(deps);
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.chatLaunch,
    {
      onRequest: requireRegular,
      config: { rateLimit: LAUNCH_LIMIT },
      schema: { querystring: chatLaunchQuerySchema, response: { 200: successEnvelope(chatLaunchSchema), ...errorResponses } },
    },
    async (request) => ok(await chat.launchChat(deps, memberOf(request), request.query.language ?? requestLanguage(request))),
  );

  app.get(
    API.chatUnread,
    {
      onRequest: requireRegular,
      config: { rateLimit: POLL_LIMIT },
      schema: {
        querystring: z.object({}),
        response: { 200: successEnvelope(z.object({ unReadCount: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ok({ unReadCount: await chat.unreadForMember(deps, memberOf(request)) }),
  );

  app.get(
    API.chatSocket,
    { websocket: true, config: { rateLimit: LAUNCH_LIMIT }, schema: { querystring: socketQuery } },
    async (socket, request) => serveChatSocket(deps, socket, request, request.query.ticket),
  );
};
