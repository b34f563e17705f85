import {
  API,
  depositChannelSchema,
  depositOrderSchema,
  depositPayloadSchema,
  payoutAccountPayloadSchema,
  payoutAccountSchema,
  successEnvelope,
  memberWithdrawalSchema,
  withdrawalSchema,
  withdrawInfoSchema,
  withdrawPayloadSchema,
  text,
  idTextSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createRegularMemberGuard, createSessionGuard } from '../auth/auth.service.js';
import { sessionOf } from '../auth/auth.guard.js';
import { createDeposit, depositOrder, listChannels } from './deposits.service.js';
import type { PaymentsDeps } from './payments.deps.js';
import { addAccount, deleteAccount, listAccounts } from './payout-accounts.service.js';
import { listWithdrawals, requestWithdrawal, withdrawInfo } from './withdrawals.service.js';

/** Money writes are rare in honest use; this stops scripted hammering, not players. */
const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const noQuery = z.object({});
const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/** The member's deposit, withdrawal and payout-account calls (/m/voucherCenter, /m/withdraw). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  // Trial members get free_reject on every money call (SPEC §6); other types are checked by the services.
  const requireRegularMember = createRegularMemberGuard(deps);
  const write = { onRequest: requireRegularMember, config: { rateLimit: WRITE_RATE_LIMIT } };

  app.get(
    API.depositChannels,
    { onRequest: requireSession, schema: { querystring: noQuery, response: answer(z.array(depositChannelSchema)) } },
    async (request) => ok(await listChannels(deps, sessionOf(request))),
  );

  app.post(
    API.deposit,
    { ...write, schema: { querystring: noQuery, body: depositPayloadSchema, response: answer(depositOrderSchema) } },
    async (request) => ok(await createDeposit(deps, sessionOf(request), request.body)),
  );

  app.get(
    API.depositOrder,
    {
      onRequest: requireRegularMember,
      schema: { querystring: noQuery, params: z.object({ orderNo: text().max(40) }), response: answer(depositOrderSchema) },
    },
    async (request) => ok(await depositOrder(deps, sessionOf(request), request.params.orderNo)),
  );

  app.get(
    API.withdrawInfo,
    { onRequest: requireRegularMember, schema: { querystring: noQuery, response: answer(withdrawInfoSchema) } },
    async (request) => ok(await withdrawInfo(deps, sessionOf(request))),
  );

  app.post(
    API.withdraw,
    { ...write, schema: { querystring: noQuery, body: withdrawPayloadSchema, response: answer(withdrawalSchema) } },
    async (request) => ok(await requestWithdrawal(deps, sessionOf(request), request.body)),
  );

  app.get(
    API.withdrawals,
    { onRequest: requireRegularMember, schema: { querystring: noQuery, response: answer(z.array(memberWithdrawalSchema)) } },
    async (request) => ok(await listWithdrawals(deps, sessionOf(request))),
  );

  app.get(
    API.payoutAccounts,
    { onRequest: requireRegularMember, schema: { querystring: noQuery, response: answer(z.array(payoutAccountSchema)) } },
    async (request) => ok(await listAccounts(deps, sessionOf(request))),
  );

  app.post(
    API.payoutAccounts,
    { ...write, schema: { querystring: noQuery, body: payoutAccountPayloadSchema, response: answer(payoutAccountSchema) } },
    async (request) => ok(await addAccount(deps, sessionOf(request), request.body)),
  );

  app.delete(
    API.payoutAccount,
    { ...write, schema: { querystring: noQuery, params: z.object({ id: idTextSchema }), response: answer(z.null()) } },
    async (request) => {
      await deleteAccount(deps, sessionOf(request), request.params.id);
      return ok(null);
    },
  );
};
