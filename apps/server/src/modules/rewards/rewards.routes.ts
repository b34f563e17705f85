import {
  API,
  mallHomeSchema,
  mallRedeemSchema,
  mallRedemptionSchema,
  rainClaimResultSchema,
  rainClaimSchema,
  rainStatusSchema,
  successEnvelope,
  vipStatusSchema,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { createRegularMemberGuard, createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import * as mall from './mall.service.js';
import * as rain from './rain.service.js';
import type { RewardsDeps } from './rewards.deps.js';
import * as vip from './vip.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
const READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Redeeming and claiming move money: a burst of taps stays bounded (parallel duplicates still pay once). */
const CLAIM_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The member's VIP standing, points mall and red envelope rain. */
export const rewardsRoutes: FastifyPluginAsyncZod<RewardsDeps> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  const requireRegularMember = createRegularMemberGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.vipStatus,
    { onRequest: requireSession, config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, response: answer(vipStatusSchema) } },
    async (request) => {
      const m = memberOf(request);
      return ok(await vip.vipStatus(deps, m.merchantId, m.memberId));
    },
  );

  app.get(
    API.mallHome,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: noQuery, response: answer(mallHomeSchema) },
    },
    async (request) => ok(await mall.mallHome(deps, memberOf(request), requestLanguage(request))),
  );

  app.post(
    API.mallRedeem,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: CLAIM_LIMIT },
      schema: { body: mallRedeemSchema, response: answer(mallRedemptionSchema) },
    },
    async (request) => ok(await mall.redeem(deps, memberOf(request), request.body.itemId, request.body.requestId)),
  );

  app.get(
    API.rainStatus,
    { onRequest: requireSession, config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, response: answer(rainStatusSchema) } },
    async (request) => ok(await rain.rainStatus(deps, memberOf(request))),
  );

  app.post(
    API.rainClaim,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: CLAIM_LIMIT },
      schema: { body: rainClaimSchema, response: answer(rainClaimResultSchema) },
    },
    async (request) => ok(await rain.claim(deps, memberOf(request), request.body.rainId)),
  );
};
