import { API, idParamSchema, inboxMessageSchema, successEnvelope, TRIAL_TYPE, unreadCountsSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createRegularMemberGuard, createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { unreadAnnouncements } from '../content/content.service.js';
import type { ChatDeps } from './chat.service.js';
import { unreadForMember } from './chat.service.js';
import * as inbox from './inbox.service.js';

const noQuery = z.object({});
/** SPEC §7 throttles unread polls to 250 ms on the client; the server allows a few screens polling at once. */
const POLL_LIMIT = { max: 240, timeWindow: '1 minute' } as const;
const done = { 200: successEnvelope(z.null()), ...errorResponses };

/** Inbox (INBOX3) and the unread counts of the message centre; trial members get free.reject (SPEC §6). */
export const messagesRoutes: FastifyPluginAsyncZod<ServiceDeps & { chat: ChatDeps }> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  const requireRegular = createRegularMemberGuard(deps);
  const readerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.unreadCounts,
    {
      onRequest: requireSession,
      config: { rateLimit: POLL_LIMIT },
      schema: { querystring: noQuery, response: { 200: successEnvelope(unreadCountsSchema), ...errorResponses } },
    },
    async (request) => {
      const s = sessionOf(request);
      if (s.isTrial || s.memberType === TRIAL_TYPE) return ok({ announcement: 0, chat: 0, inbox: 0 });
      const reader = readerOf(request);
      const [announcement, chat, unreadInbox] = await Promise.all([
        unreadAnnouncements(deps, {
          merchantId: s.merchantId,
          language: requestLanguage(request),
          viewer: { memberId: s.memberId, memberType: s.memberType },
        }),
        unreadForMember(deps.chat, reader),
        inbox.unreadInbox(deps, reader),
      ]);
      return ok({ announcement, chat, inbox: unreadInbox });
    },
  );

  app.get(
    API.inboxUnread,
    {
      onRequest: requireRegular,
      config: { rateLimit: POLL_LIMIT },
      schema: { querystring: noQuery, response: { 200: successEnvelope(z.number().int()), ...errorResponses } },
    },
    async (request) => ok(await inbox.unreadInbox(deps, readerOf(request))),
  );

  app.get(
    API.inboxList,
    {
      onRequest: requireRegular,
      schema: { querystring: noQuery, response: { 200: successEnvelope(z.array(inboxMessageSchema)), ...errorResponses } },
    },
    async (request) => ok(await inbox.listInbox(deps, readerOf(request), requestLanguage(request))),
  );

  app.post(API.inboxRead, { onRequest: requireRegular, schema: { params: idParamSchema, response: done } }, async (request) => {
    await inbox.readMessage(deps, readerOf(request), request.params.id);
    return ok(null);
  });

  app.delete(API.inboxMessage, { onRequest: requireRegular, schema: { params: idParamSchema, response: done } }, async (request) => {
    await inbox.deleteMessage(deps, readerOf(request), request.params.id);
    return ok(null);
  });
};
