import formbody from '@fastify/formbody';
import {
  API,
  forgotPasswordPayloadSchema,
  resetPasswordPayloadSchema,
  setPasswordByPhonePayloadSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { BackgroundTasks } from '../../infra/background.js';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import { openSealed, sealedBody, sealedRouteOptions, type SealContext } from '../crypto/sealed-body.js';
import { guarded } from '../system/system.guard.js';
import { requestReset, resetPassword, setPasswordByPhone, type RecoveryDeps } from './recovery.service.js';

/** Each forgot-password request may send a mail: an address gets few, and so does a username (from anywhere). */
const FORGOT_IP_LIMIT = { max: 10, timeWindow: '1 hour' } as const;
const FORGOT_USERNAME_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 } as const;
const RESET_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
const PHONE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

const noQuery = z.object({});
const emptyResponse = { 200: successEnvelope(z.null()), ...errorResponses };

export interface RecoveryRoutesOptions extends RecoveryDeps, SealContext {
  background: BackgroundTasks;
  /** Origin of e-mailed links unless the proxy is trusted to give the request's own. */
  publicOrigin: string;
  trustProxy: boolean;
  requireHuman: HumanCheckGuard;
}

export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (app, deps) => {
  // SPEC §7 sends the forgot form url-encoded; the parser stays inside this plugin.
  await app.register(formbody);
  const originOf = (request: FastifyRequest) => (deps.trustProxy ? `${request.protocol}://${request.host}` : deps.publicOrigin);
  // A second counter, keyed by the (validated) username; the route's own limit is per address.
  const usernameLimit = app.createRateLimit({
    ...FORGOT_USERNAME_LIMIT,
    keyGenerator: (request) =>
      `forgot:${String((request.body as { username?: unknown }).username ?? '')
        .trim()
        .toLowerCase()}`,
  });
  const perUsername = async (request: FastifyRequest) => {
    const result = await usernameLimit(request);
    // isAllowed only means "on the allow list"; isExceeded is the verdict.
    if (!result.isAllowed && result.isExceeded) throw new AppError('request.rate.limited', { retryAfterMs: result.ttl });
  };

  app.post(
    API.forgotPassword,
    {
      config: { rateLimit: FORGOT_IP_LIMIT },
      // The human check first: only requests that passed it count against the username.
      preHandler: [deps.requireHuman, perUsername],
      schema: { querystring: noQuery, body: forgotPasswordPayloadSchema, response: emptyResponse },
    },
    async (request) => {
      const input = {
        ...request.body,
        merchantId: guarded(request).merchant.id,
        origin: originOf(request),
        language: requestLanguage(request),
      };
      // After the reply, whatever the case: the answer and its timing cannot tell an account exists.
      deps.background.run(request.log, 'forgot-password', () => requestReset(deps, input));
      return ok(null);
    },
  );

  app.post(
    API.resetPassword,
    { config: { rateLimit: RESET_LIMIT }, schema: { querystring: noQuery, body: resetPasswordPayloadSchema, response: emptyResponse } },
    async (request) => {
      await resetPassword(deps, {
        merchantId: guarded(request).merchant.id,
        token: request.body.token,
        newPassword: request.body.newPassword,
      });
      return ok(null);
    },
  );

  app.post(
    API.setPasswordByPhone,
    {
      ...sealedRouteOptions,
      config: { rateLimit: PHONE_LIMIT },
      schema: { querystring: noQuery, body: sealedBody, response: emptyResponse },
    },
    async (request) => {
      const payload = await openSealed(deps, request, setPasswordByPhonePayloadSchema);
      await setPasswordByPhone(deps, guarded(request).merchant.id, payload);
      return ok(null);
    },
  );
};
