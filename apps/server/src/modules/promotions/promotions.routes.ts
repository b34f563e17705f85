import {
  API,
  applicationDecisionSchema,
  applicationStatuses,
  cashbackSettleResultSchema,
  cashbackSettleSchema,
  formatMinor,
  memberPromotionSchema,
  operatorApplicationSchema,
  operatorPromotionSchema,
  promotionJoinSchema,
  rewardApplicationSchema,
  signInStatusSchema,
  successEnvelope,
  text,
  bigIdTextSchema,
  queryInt,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorRouteOptions } from '../../http/operator-auth.js';
import { createOptionalSession, createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import { guarded } from '../system/system.guard.js';
import * as applications from './applications.service.js';
import { settleCashbackNow } from './cashback.service.js';
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

/** The promotion calls of the member (list, join, daily sign-in) and the operator's promotion setup. */
export const promotionsRoutes: FastifyPluginAsyncZod<
  promotions.PromotionsDeps & { operatorToken: string; settleOpenPeriods?: boolean }
> = async (app, options) => {
  const { operatorToken, settleOpenPeriods = false, ...deps } = options;
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
    async (request) =>
      ok(await promotions.memberPromotions(deps, guarded(request).merchant.id, request.auth ? memberOf(request) : undefined)),
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

  app.put(
    API.operatorPromotions,
    {
      ...operatorRouteOptions(operatorToken),
      schema: { body: operatorPromotionSchema, response: answer(z.object({ id: z.number().int(), code: text() })) },
    },
    async (request) => {
      const saved = await promotions.savePromotion(deps, guarded(request).merchant.id, request.body);
      request.log.warn({ code: saved.code, kind: saved.kind }, 'operator saved a promotion');
      return ok({ id: saved.id, code: saved.code });
    },
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

  const operator = operatorRouteOptions(operatorToken);
  app.get(
    API.operatorApplications,
    {
      ...operator,
      schema: {
        querystring: z.object({ status: z.enum(applicationStatuses).optional(), limit: queryInt().min(1).max(500).default(100) }),
        response: answer(z.array(operatorApplicationSchema)),
      },
    },
    async (request) =>
      ok(await applications.operatorApplications(deps, guarded(request).merchant.id, request.query.status, request.query.limit)),
  );
  app.post(
    API.operatorApplicationDecision,
    {
      ...operator,
      schema: {
        params: z.object({ id: bigIdTextSchema }),
        body: applicationDecisionSchema,
        response: answer(
          z.object({ id: z.number().int(), status: z.enum(applicationStatuses), reason: text().nullable(), reward: text() }),
        ),
      },
    },
    async (request) => {
      const decided = await applications.decideApplication(
        deps,
        guarded(request).merchant.id,
        request.params.id,
        request.body.decision,
        request.body.reason,
      );
      request.log.warn({ applicationId: decided.id, status: decided.status }, 'operator decided a reward application');
      return ok(decided);
    },
  );
  app.post(
    API.operatorCashbackSettle,
    { ...operator, schema: { body: cashbackSettleSchema.optional(), response: answer(cashbackSettleResultSchema) } },
    async (request) => {
      const result = await settleCashbackNow(deps, guarded(request).merchant.id, request.body?.includeOpen ?? false, settleOpenPeriods);
      request.log.warn({ periods: result.periods, payouts: result.payouts }, 'operator settled cashback');
      return ok({ periods: result.periods, payouts: result.payouts, total: formatMinor(result.total) });
    },
  );
  app.get(
    API.operatorApplicationPicture,
    { ...operator, schema: { params: z.object({ id: bigIdTextSchema, n: queryInt().min(0).max(2) }) } },
    async (request, reply) => {
      const picture = await applications.applicationPicture(deps, guarded(request).merchant.id, request.params.id, request.params.n);
      if (!picture) throw new AppError('application.not.found');
      return reply
        .header('content-type', picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(picture.bytes);
    },
  );
};
