import {
  API,
  referralFriendsPageSchema,
  referralFriendsQuerySchema,
  referralSummaryQuerySchema,
  referralSummarySchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as referral from './referral.service.js';

/** Each read settles the member's friends (may pay): bounded like the other promotion reads. */
const READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** The member's invite page: code and totals, and the invited friends page by page. */
export const referralRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, deps) => {
  const requireRegularMember = createRegularMemberGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };
  app.get(
    API.referral,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: referralSummaryQuerySchema, response: answer(referralSummarySchema) },
    },
    async (request) => ok(await referral.referralSummary(deps, memberOf(request), request.query.origin)),
  );
  app.get(
    API.referralFriends,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: referralFriendsQuerySchema, response: answer(referralFriendsPageSchema) },
    },
    async (request) => ok(await referral.referralFriends(deps, memberOf(request), request.query)),
  );
};
