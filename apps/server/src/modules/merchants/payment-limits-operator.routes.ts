import {
  API,
  depositChannelBodySchema,
  idTextSchema,
  operatorDepositChannelSchema,
  successEnvelope,
  withdrawalLimitsReadSchema,
  withdrawalLimitsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import * as limits from '../payments/payment-limits.settings.js';
import { guarded } from '../system/system.guard.js';

const noQuery = z.object({}).strict();
const channelParams = z.object({ id: idTextSchema }).strict();
const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** Deposit channels and withdrawal limits on the settings screen; the payments module keeps and applies them. */
export const paymentLimitsOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    operatorPath(API.operatorDepositChannels),
    { config: { access: 'settings.read' }, schema: { querystring: noQuery, response: answer(z.array(operatorDepositChannelSchema)) } },
    async (request) => ok(await limits.listDepositChannels(db, guarded(request).merchant.id)),
  );

  app.put(
    operatorPath(API.operatorDepositChannel),
    {
      config: { access: 'settings.manage' },
      schema: {
        querystring: noQuery,
        params: channelParams,
        body: depositChannelBodySchema,
        response: answer(operatorDepositChannelSchema),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const before = await limits.findDepositChannel(db, merchantId, request.params.id);
      if (!before) throw new AppError('deposit.channel.not.found');
      request.auditBefore = before;
      const saved = await limits.updateDepositChannel(db, merchantId, request.params.id, request.body);
      if (!saved) throw new AppError('deposit.channel.not.found');
      return ok(saved);
    },
  );

  app.get(
    operatorPath(API.operatorWithdrawalLimits),
    { config: { access: 'settings.read' }, schema: { querystring: noQuery, response: answer(withdrawalLimitsReadSchema) } },
    async (request) => ok(await limits.readWithdrawalLimits(db, guarded(request).merchant.id)),
  );

  app.put(
    operatorPath(API.operatorWithdrawalLimits),
    {
      config: { access: 'settings.manage' },
      schema: { querystring: noQuery, body: withdrawalLimitsSchema, response: answer(withdrawalLimitsReadSchema) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await limits.readWithdrawalLimits(db, merchantId);
      return ok(await limits.writeWithdrawalLimits(db, merchantId, request.body));
    },
  );
};
