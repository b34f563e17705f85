import {
  API,
  bigIdTextSchema,
  idTextSchema,
  operatorRedemptionSchema,
  queryInt,
  rainScheduleViewSchema,
  redemptionDeliveredSchema,
  redemptionQueues,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as delivery from './mall-delivery.service.js';
import * as rain from './rain.service.js';
import type { RewardsDeps } from './rewards.deps.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const merchantOf = (request: Parameters<typeof guarded>[0]) => guarded(request).merchant.id;
const deliveredSchema = z.object({ deliveredAt: text().nullable(), deliveredBy: text().nullable() });
const scheduleCode = z.object({ code: text().regex(/^[A-Z0-9_]{2,32}$/) });

/**
 * The goods redemptions waiting for delivery and "mark delivered" (rewards.decide: handing goods over is a decision
 * about one member's reward), cancelling a rain made by hand and a rain schedule (promotions.manage).
 */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<RewardsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorMallRedemptions),
    {
      config: { access: 'promotions.read' },
      schema: {
        querystring: z.object({ queue: z.enum(redemptionQueues).default('waiting'), limit: queryInt().min(1).max(500).default(100) }),
        response: answer(z.array(operatorRedemptionSchema)),
      },
    },
    async (request) => ok(await delivery.goodsRedemptions(deps, merchantOf(request), request.query.queue, request.query.limit)),
  );
  app.post(
    operatorPath(API.operatorMallRedemptionDelivered),
    {
      config: { access: 'rewards.decide' },
      schema: { params: z.object({ id: bigIdTextSchema }), body: redemptionDeliveredSchema.optional(), response: answer(deliveredSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await delivery.redemptionState(deps, merchantId, request.params.id);
      const by = request.operatorActor.name ?? request.operatorActor.kind;
      const done = await delivery.markDelivered(deps, merchantId, request.params.id, by, request.body?.note);
      request.log.warn({ redemptionId: request.params.id }, 'operator marked a mall redemption delivered');
      return ok(done);
    },
  );
  app.delete(
    operatorPath(API.operatorRain),
    { config: { access: 'promotions.manage' }, schema: { params: z.object({ id: idTextSchema }), response: answer(z.null()) } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await rain.operatorRain(deps, merchantId, request.params.id);
      await rain.cancelRain(deps, merchantId, request.params.id);
      request.log.warn({ rainId: request.params.id }, 'operator cancelled a red envelope rain');
      return ok(null);
    },
  );
  app.delete(
    operatorPath(API.operatorRainSchedule),
    { config: { access: 'promotions.manage' }, schema: { params: scheduleCode, response: answer(z.array(rainScheduleViewSchema)) } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = (await rain.schedules(deps, merchantId)).find((s) => s.code === request.params.code) ?? null;
      const left = await rain.cancelSchedule(deps, merchantId, request.params.code);
      request.log.warn({ schedule: request.params.code }, 'operator cancelled a rain schedule');
      return ok(left);
    },
  );
};
