import {
  API,
  applicationStatuses,
  memberPromotionSchema,
  promotionJoinSchema,
  rewardApplicationSchema,
  signInStatusSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { createOptionalSession, createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import { guarded } from '../system/system.guard.js';
import * as applications from './applications.service.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as promotions from './promotions.service.js';
import * as signIns from './sign-in.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
/** Joining and signing in move money (or will): a burst of taps stays bounded. */
const CLAIM_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const APPLY_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** Three pictures of 5 MB as base64 data URLs, and the remarks. */
const APPLY_BODY_LIMIT = 21 * 1024 * 1024;

/** The promotion calls of the member: list, join, daily sign-in, reward applications. */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, deps) => {
  const requireRegularMember = createRegularMemberGuard(deps);
  // Guests see the promotions (label join → the page sends them to log in); members see their own state.
  const optionalSession = createOptionalSession(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.promotions,
    {
      onRequest: optionalSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: noQuery, response: answer(z.array(memberPromotionSchema)) },
    },
    async (request) => {
      const auth = request.auth;
      const viewer = auth ? { memberId: auth.memberId, memberType: auth.memberType } : null;
      const reader = { language: requestLanguage(request), viewer };
      return ok(await promotions.memberPromotions(deps, guarded(request).merchant.id, auth ? memberOf(request) : undefined, reader));
    },
  );

  app.post(
    API.promotionJoin,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: CLAIM_LIMIT },
      schema: { body: promotionJoinSchema, response: answer(z.object({ promotionId: z.number().int() })) },
    },
    async (request) => {
      await promotions.joinPromotion(deps, memberOf(request), request.body.promotionId);
      return ok({ promotionId: request.body.promotionId });
    },
  );

  app.get(
    API.signInStatus,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: noQuery, response: answer(signInStatusSchema) },
    },
    async (request) => ok(await signIns.signInStatus(deps, memberOf(request))),
  );

  app.post(
    API.signIn,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: CLAIM_LIMIT },
      schema: { body: z.object({}).strict().optional(), response: answer(signInStatusSchema) },
    },
    async (request) => ok(await signIns.signIn(deps, memberOf(request))),
  );

  app.post(
    API.rewardApply,
    {
      onRequest: requireRegularMember,
      bodyLimit: APPLY_BODY_LIMIT,
      config: { rateLimit: APPLY_LIMIT },
      schema: { body: rewardApplicationSchema, response: answer(z.object({ id: z.number().int(), status: z.enum(applicationStatuses) })) },
    },
    async (request) => ok(await applications.apply(deps, memberOf(request), request.body)),
  );
};
