import {
  API,
  mallRulesSchema,
  operatorMallItemSchema,
  operatorMallItemViewSchema,
  operatorRainSchema,
  operatorRainViewSchema,
  rainScheduleSchema,
  rainScheduleViewSchema,
  successEnvelope,
  vipLadderSchema,
  vipLevelSchema,
  queryInt,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as mall from './mall.service.js';
import * as rain from './rain.service.js';
import type { RewardsDeps } from './rewards.deps.js';
import { rewardsAdminRoutes } from './rewards-admin.routes.js';
import * as vip from './vip.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const operatorItemSchema = operatorMallItemViewSchema;
const scheduleViewSchema = z.array(rainScheduleViewSchema);

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];
const merchantOf = (request: Parameters<typeof guarded>[0]) => guarded(request).merchant.id;

/** The VIP ladder, the mall's earning rule and its items. */
function vipAndMallRoutes(app: OperatorApp, deps: RewardsDeps) {
  app.get(
    operatorPath(API.operatorVipLevels),
    { config: { access: 'promotions.read' }, schema: { response: answer(z.array(vipLevelSchema)) } },
    async (request) => ok(await vip.getLadder(deps, merchantOf(request))),
  );
  app.put(
    operatorPath(API.operatorVipLevels),
    {
      config: { access: 'promotions.manage' },
      schema: { body: z.object({ levels: vipLadderSchema }).strict(), response: answer(z.array(vipLevelSchema)) },
    },
    async (request) => {
      request.auditBefore = await vip.getLadder(deps, merchantOf(request));
      request.log.warn({ levels: request.body.levels.length }, 'operator saved the VIP ladder');
      return ok(await vip.saveLadder(deps, merchantOf(request), request.body.levels));
    },
  );

  app.get(
    operatorPath(API.operatorMallRules),
    { config: { access: 'promotions.read' }, schema: { response: answer(mallRulesSchema) } },
    async (request) => ok(await mall.getRules(deps, merchantOf(request))),
  );
  app.put(
    operatorPath(API.operatorMallRules),
    { config: { access: 'promotions.manage' }, schema: { body: mallRulesSchema, response: answer(mallRulesSchema) } },
    async (request) => {
      request.auditBefore = await mall.getRules(deps, merchantOf(request));
      request.log.warn(request.body, 'operator saved the mall earning rule');
      return ok(await mall.saveRules(deps, merchantOf(request), request.body));
    },
  );

  app.get(
    operatorPath(API.operatorMallItems),
    { config: { access: 'promotions.read' }, schema: { response: answer(z.array(operatorItemSchema)) } },
    async (request) => ok(await mall.operatorItems(deps, merchantOf(request))),
  );
  app.put(
    operatorPath(API.operatorMallItems),
    {
      config: { access: 'promotions.manage' },
      schema: {
        body: z.object({ items: z.array(operatorMallItemSchema).max(200) }).strict(),
        response: answer(z.array(operatorItemSchema)),
      },
    },
    async (request) => {
      request.auditBefore = await mall.operatorItems(deps, merchantOf(request));
      request.log.warn({ items: request.body.items.map((i) => i.code) }, 'operator saved the mall items');
      return ok(await mall.saveItems(deps, merchantOf(request), request.body.items));
    },
  );
}

/** Rains now and rain schedules. */
function rainRoutes(app: OperatorApp, deps: RewardsDeps) {
  app.get(
    operatorPath(API.operatorRains),
    {
      config: { access: 'promotions.read' },
      schema: {
        querystring: z.object({ limit: queryInt().min(1).max(500).default(50) }),
        response: answer(z.array(operatorRainViewSchema)),
      },
    },
    async (request) => ok(await rain.operatorRains(deps, merchantOf(request), request.query.limit)),
  );
  app.post(
    operatorPath(API.operatorRains),
    { config: { access: 'promotions.manage' }, schema: { body: operatorRainSchema, response: answer(operatorRainViewSchema) } },
    async (request) => {
      const made = await rain.startRain(deps, merchantOf(request), request.body);
      request.log.warn({ rainId: made.id, budget: made.budget }, 'operator started a red envelope rain');
      return ok(made);
    },
  );

  app.get(
    operatorPath(API.operatorRainSchedules),
    { config: { access: 'promotions.read' }, schema: { response: answer(scheduleViewSchema) } },
    async (request) => ok(await rain.schedules(deps, merchantOf(request))),
  );
  app.put(
    operatorPath(API.operatorRainSchedules),
    {
      config: { access: 'promotions.manage' },
      schema: { body: z.object({ schedules: z.array(rainScheduleSchema).max(50) }).strict(), response: answer(scheduleViewSchema) },
    },
    async (request) => {
      request.auditBefore = await rain.schedules(deps, merchantOf(request));
      request.log.warn({ schedules: request.body.schedules.map((s) => s.code) }, 'operator saved the rain schedules');
      return ok(await rain.saveSchedules(deps, merchantOf(request), request.body.schedules));
    },
  );
}

/**
 * The operator's VIP ladder, mall rule and items, rains and rain schedules (inside the operator scope). Each PUT
 * replaces a whole setting, so the audit row's `before` is the setting as its GET showed it; starting a rain creates.
 */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod<RewardsDeps> = async (app, deps) => {
  vipAndMallRoutes(app, deps);
  rainRoutes(app, deps);
  await app.register(rewardsAdminRoutes, deps);
};
