import { announcementsQuerySchema, announcementsValueSchema, API, markReadBodySchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createOptionalSession, createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { guarded } from '../system/system.guard.js';
import { listAnnouncements, markRead, type Viewer } from './announcements.service.js';

/** Announcement reads are light but polled by every home visit. */
const READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export const contentRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const optionalSession = createOptionalSession(deps);
  const requireSession = createSessionGuard(deps);

  app.get(
    API.announcements,
    {
      onRequest: optionalSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: announcementsQuerySchema, response: { 200: successEnvelope(announcementsValueSchema), ...errorResponses } },
    },
    async (request) => {
      const auth = request.auth;
      const viewer: Viewer = auth ? { memberId: auth.memberId, memberType: auth.memberType } : null;
      const { types, groupName } = request.query;
      return ok(
        await listAnnouncements(deps, {
          merchantId: guarded(request).merchant.id,
          language: requestLanguage(request),
          viewer,
          types,
          ...(groupName && { groupName }),
        }),
      );
    },
  );

  app.post(
    API.markAnnouncementRead,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { body: markReadBodySchema, response: { 200: successEnvelope(z.null()), ...errorResponses } },
    },
    async (request) => {
      const s = sessionOf(request);
      await markRead(deps, {
        merchantId: s.merchantId,
        language: requestLanguage(request),
        viewer: { memberId: s.memberId, memberType: s.memberType },
        announcementId: request.body.announcementId,
      });
      return ok(null);
    },
  );
};
