import {
  API,
  idTextSchema,
  operatorPromotionViewSchema,
  promotionEditSchema,
  promotionEnabledSchema,
  promotionScheduleSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as admin from './promotions-admin.service.js';
import type { PromotionsDeps } from './promotions.deps.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
// promotions.id is an integer column: a larger id is refused by the schema, not by PostgreSQL (22003).
const idParams = z.object({ id: idTextSchema });
const one = answer(operatorPromotionViewSchema);

/**
 * The promotions editor: list, read, create, edit, switch on and off, schedule. Each change records the promotion as
 * its GET shows it as the audit row's `before` (a creation has none).
 */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, deps) => {
  const merchantOf = (request: Parameters<typeof guarded>[0]) => guarded(request).merchant.id;
  const before = async (request: Parameters<typeof guarded>[0] & { params: { id: number } }) => {
    const found = await admin.findForOperator(deps, merchantOf(request), request.params.id);
    if (!found) throw new AppError('promotion.not.found');
    request.auditBefore = found;
  };

  app.get(
    operatorPath(API.operatorPromotions),
    { config: { access: 'promotions.read' }, schema: { response: answer(z.array(operatorPromotionViewSchema)) } },
    async (request) => ok(await admin.listForOperator(deps, merchantOf(request))),
  );
  app.get(
    operatorPath(API.operatorPromotion),
    { config: { access: 'promotions.read' }, schema: { params: idParams, response: one } },
    async (request) => {
      const found = await admin.findForOperator(deps, merchantOf(request), request.params.id);
      if (!found) throw new AppError('promotion.not.found');
      return ok(found);
    },
  );
  app.post(
    operatorPath(API.operatorPromotions),
    { config: { access: 'promotions.manage' }, schema: { body: promotionEditSchema, response: one } },
    async (request) => {
      const created = await admin.createPromotion(deps, merchantOf(request), request.body);
      request.log.warn({ id: created.id, code: created.code, kind: created.kind }, 'operator created a promotion');
      return ok(created);
    },
  );
  app.put(
    operatorPath(API.operatorPromotion),
    { config: { access: 'promotions.manage' }, schema: { params: idParams, body: promotionEditSchema, response: one } },
    async (request) => {
      await before(request);
      const saved = await admin.editPromotion(deps, merchantOf(request), request.params.id, request.body);
      request.log.warn({ id: saved.id, code: saved.code }, 'operator edited a promotion');
      return ok(saved);
    },
  );
  app.post(
    operatorPath(API.operatorPromotionStatus),
    { config: { access: 'promotions.manage' }, schema: { params: idParams, body: promotionEnabledSchema, response: one } },
    async (request) => {
      await before(request);
      const saved = await admin.setEnabled(deps, merchantOf(request), request.params.id, request.body.enabled);
      request.log.warn({ id: saved.id, enabled: saved.enabled }, 'operator switched a promotion');
      return ok(saved);
    },
  );
  app.put(
    operatorPath(API.operatorPromotionSchedule),
    { config: { access: 'promotions.manage' }, schema: { params: idParams, body: promotionScheduleSchema, response: one } },
    async (request) => {
      await before(request);
      const saved = await admin.setSchedule(deps, merchantOf(request), request.params.id, request.body);
      request.log.warn({ id: saved.id, startsAt: saved.startsAt, endsAt: saved.endsAt }, 'operator scheduled a promotion');
      return ok(saved);
    },
  );
};
