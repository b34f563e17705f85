import {
  API,
  paymentPasswordPayloadSchema,
  profileSchema,
  profileUpdateSchema,
  securityOverviewSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createRegularMemberGuard, createSessionGuard, savePaymentPassword } from '../auth/auth.service.js';
import { sessionOf } from '../auth/auth.guard.js';
import { noPayoutAccounts, profile, securityOverview, updateProfile, type PayoutAccountCounter } from './account.service.js';

export interface AccountRoutesOptions extends ServiceDeps {
  /** The payments module's count of the member's payout accounts; 0 when not wired. */
  countPayoutAccounts?: PayoutAccountCounter;
}

/** Writes are few in real use; the per-member payment password limit is the service's. */
const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const noQuery = z.object({});
const profileResponse = { 200: successEnvelope(profileSchema), ...errorResponses };

/** Security centre and "my account" (SPEC /m/securityCenter, /m/myAccount/index). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { countPayoutAccounts = noPayoutAccounts, ...deps } = options;
  const requireSession = createSessionGuard(deps);
  // Trial accounts are throwaway: they may look, not set secrets or contact data.
  const requireRegularMember = createRegularMemberGuard(deps);

  app.get(
    API.security,
    {
      onRequest: requireSession,
      schema: { querystring: noQuery, response: { 200: successEnvelope(securityOverviewSchema), ...errorResponses } },
    },
    async (request) => ok(await securityOverview(deps, sessionOf(request), countPayoutAccounts)),
  );

  app.post(
    API.paymentPassword,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: { querystring: noQuery, body: paymentPasswordPayloadSchema, response: { 200: successEnvelope(z.null()), ...errorResponses } },
    },
    async (request) => {
      await savePaymentPassword(deps, sessionOf(request), request.body);
      return ok(null);
    },
  );

  app.get(API.profile, { onRequest: requireSession, schema: { querystring: noQuery, response: profileResponse } }, async (request) =>
    ok(await profile(deps, sessionOf(request))),
  );

  app.put(
    API.profile,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: { querystring: noQuery, body: profileUpdateSchema, response: profileResponse },
    },
    async (request) => ok(await updateProfile(deps, sessionOf(request), request.body)),
  );
};
