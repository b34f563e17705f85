import {
  API,
  changePasswordPayloadSchema,
  loginPayloadSchema,
  loginResultSchema,
  sessionInfoSchema,
  successEnvelope,
  trialPayloadSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { openSealed, sealedBody, sealedRouteOptions, type SealContext } from '../crypto/sealed-body.js';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { callerOf, createSessionGuard, sessionOf } from './auth.guard.js';
import { changePassword, login, logout, startTrial } from './auth.service.js';

/**
 * Loose on purpose: carrier-grade NAT puts thousands of players behind one
 * address. Guessing is bounded per account and per device by the login
 * ladder, and from one address by its captcha threshold.
 */
const LOGIN_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
/** Each trial creates a member: an address gets a few. */
const TRIAL_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

const noQuery = z.object({});
const sessionResponse = { 200: successEnvelope(sessionInfoSchema), ...errorResponses };
const loginResponse = { 200: successEnvelope(loginResultSchema), ...errorResponses };
const emptyResponse = { 200: successEnvelope(z.null()), ...errorResponses };

export const authRoutes: FastifyPluginAsyncZod<SealContext & PhoneProofDeps & { requireHuman: HumanCheckGuard }> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);

  app.post(
    API.login,
    {
      ...sealedRouteOptions,
      config: { rateLimit: LOGIN_RATE_LIMIT },
      preHandler: deps.requireHuman,
      schema: { querystring: noQuery, body: sealedBody, response: loginResponse },
    },
    async (request) => ok(await login(deps, callerOf(request), await openSealed(deps, request, loginPayloadSchema))),
  );

  app.post(
    API.trial,
    {
      ...sealedRouteOptions,
      config: { rateLimit: TRIAL_RATE_LIMIT },
      schema: { querystring: noQuery, body: sealedBody, response: sessionResponse },
    },
    async (request) => {
      const payload = await openSealed(deps, request, trialPayloadSchema);
      return ok(await startTrial(deps, callerOf(request), payload.registerMethod));
    },
  );

  app.delete(API.logout, { onRequest: requireSession, schema: { querystring: noQuery, response: emptyResponse } }, async (request) => {
    await logout(deps, sessionOf(request));
    return ok(null);
  });

  app.post(
    API.changePassword,
    { onRequest: requireSession, schema: { querystring: noQuery, body: changePasswordPayloadSchema, response: emptyResponse } },
    async (request) => {
      await changePassword(deps, sessionOf(request), request.body);
      return ok(null);
    },
  );
};
