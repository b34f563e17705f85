import {
  API,
  applicationDecisionSchema,
  applicationStatuses,
  cashbackSettleResultSchema,
  cashbackSettleSchema,
  formatMinor,
  operatorApplicationSchema,
  operatorPromotionSchema,
  successEnvelope,
  text,
  bigIdTextSchema,
  queryInt,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as applications from './applications.service.js';
import { settleCashbackNow } from './cashback.service.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as promotions from './promotions.service.js';
import { promotionsAdminRoutes } from './promotions-admin.routes.js';
import { referralOperatorRoutes } from './referral-operator.routes.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];

/** Promotions saved by code; cashback settled now (`settleOpenPeriods`: browser tests may settle an open period). */
function setupRoutes(app: OperatorApp, deps: PromotionsDeps, settleOpenPeriods: boolean) {
  app.put(
    operatorPath(API.operatorPromotions),
    {
      config: { access: 'promotions.manage' },
      schema: { body: operatorPromotionSchema, response: answer(z.object({ id: z.number().int(), code: text() })) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      // A new code has no before: the row stays null, as for any creation.
      request.auditBefore = await promotions.operatorPromotion(deps, merchantId, request.body.code);
      const saved = await promotions.savePromotion(deps, merchantId, request.body);
      request.log.warn({ code: saved.code, kind: saved.kind }, 'operator saved a promotion');
      return ok({ id: saved.id, code: saved.code });
    },
  );

  app.post(
    operatorPath(API.operatorCashbackSettle),
    {
      config: { access: 'promotions.manage' },
      schema: { body: cashbackSettleSchema.optional(), response: answer(cashbackSettleResultSchema) },
    },
    async (request) => {
      const result = await settleCashbackNow(deps, guarded(request).merchant.id, request.body?.includeOpen ?? false, settleOpenPeriods);
      request.log.warn({ periods: result.periods, payouts: result.payouts }, 'operator settled cashback');
      return ok({ periods: result.periods, payouts: result.payouts, total: formatMinor(result.total) });
    },
  );
}

/** The review of reward applications: the queue, a decision, the pictures sent with one. */
function applicationRoutes(app: OperatorApp, deps: PromotionsDeps) {
  app.get(
    operatorPath(API.operatorApplications),
    {
      config: { access: 'promotions.read' },
      schema: {
        querystring: z.object({ status: z.enum(applicationStatuses).optional(), limit: queryInt().min(1).max(500).default(100) }),
        response: answer(z.array(operatorApplicationSchema)),
      },
    },
    async (request) =>
      ok(await applications.operatorApplications(deps, guarded(request).merchant.id, request.query.status, request.query.limit)),
  );
  app.post(
    operatorPath(API.operatorApplicationDecision),
    {
      config: { access: 'rewards.decide' },
      schema: {
        params: z.object({ id: bigIdTextSchema }),
        body: applicationDecisionSchema,
        response: answer(
          z.object({ id: z.number().int(), status: z.enum(applicationStatuses), reason: text().nullable(), reward: text() }),
        ),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await applications.applicationStatus(deps, merchantId, request.params.id);
      const decided = await applications.decideApplication(deps, merchantId, request.params.id, request.body.decision, request.body.reason);
      request.log.warn({ applicationId: decided.id, status: decided.status }, 'operator decided a reward application');
      return ok(decided);
    },
  );
  app.get(
    operatorPath(API.operatorApplicationPicture),
    { config: { access: 'promotions.read' }, schema: { params: z.object({ id: bigIdTextSchema, n: queryInt().min(0).max(2) }) } },
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
}

/** The operator's promotion setup and the review of reward applications (inside the operator scope). */
export const promotionsOperatorRoutes: FastifyPluginAsyncZod<PromotionsDeps & { settleOpenPeriods: boolean }> = async (app, options) => {
  const { settleOpenPeriods, ...deps } = options;
  setupRoutes(app, deps, settleOpenPeriods);
  applicationRoutes(app, deps);
  await app.register(promotionsAdminRoutes, deps);
  await app.register(referralOperatorRoutes, deps);
};
