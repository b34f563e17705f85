import {
  API,
  bigIdTextSchema,
  operatorReferralRewardSchema,
  queryInt,
  referralDecisionSchema,
  referralDecisionStatuses,
  referralRewardQueues,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { PromotionsDeps } from './promotions.deps.js';
import * as review from './referral-review.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const decidedSchema = z.object({
  status: z.enum(referralDecisionStatuses),
  referrerReward: text(),
  friendReward: text(),
  note: text().nullable(),
});

/** The referral rewards an operator reviews: the queues and a decision (approve with optional amounts, or reject). */
export const referralOperatorRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorReferralRewards),
    {
      config: { access: 'promotions.read' },
      schema: {
        querystring: z.object({ queue: z.enum(referralRewardQueues).default('waiting'), limit: queryInt().min(1).max(500).default(100) }),
        response: answer(z.array(operatorReferralRewardSchema)),
      },
    },
    async (request) => ok(await review.referralRewards(deps, guarded(request).merchant.id, request.query.queue, request.query.limit)),
  );
  app.post(
    operatorPath(API.operatorReferralDecision),
    {
      config: { access: 'rewards.decide' },
      schema: { params: z.object({ id: bigIdTextSchema }), body: referralDecisionSchema, response: answer(decidedSchema) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await review.referralRewardStatus(deps, merchantId, request.params.id);
      const decided = await review.decideReferralReward(deps, merchantId, request.params.id, request.body);
      request.log.warn({ rewardId: request.params.id, status: decided.status }, 'operator decided a referral reward');
      return ok(decided);
    },
  );
};
