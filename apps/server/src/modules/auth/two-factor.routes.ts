import {
  API,
  loginTwoFactorPayloadSchema,
  sessionInfoSchema,
  successEnvelope,
  twoFactorBackupCodesSchema,
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { openSealed, sealedBody, sealedRouteOptions, type SealContext } from '../crypto/sealed-body.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { callerOf, createRegularMemberGuard, createSessionGuard, sessionOf } from './auth.guard.js';
import { loginWithCode } from './auth.service.js';
import type { TwoFactorDeps } from './second-factor.js';
import { disable, enable, startSetup, status } from './two-factor.service.js';

/** Guessing is bounded per challenge and per member (login-challenge.ts); this only keeps one address from flooding. */
const CODE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Setting it up is rare; the per-member password and code limit is the service's. */
const MANAGE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const noQuery = z.object({});
const emptyResponse = { 200: successEnvelope(z.null()), ...errorResponses };

/** A member's two-step verification: the login's code step, and turning it on and off in the security centre. */
export const twoFactorRoutes: FastifyPluginAsyncZod<SealContext & PhoneProofDeps & TwoFactorDeps> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  // Trial accounts are throwaway: nothing to protect, and no password to give.
  const requireRegularMember = createRegularMemberGuard(deps);

  app.post(
    API.loginTwoFactor,
    {
      ...sealedRouteOptions,
      config: { rateLimit: CODE_RATE_LIMIT },
      schema: { querystring: noQuery, body: sealedBody, response: { 200: successEnvelope(sessionInfoSchema), ...errorResponses } },
    },
    async (request) => ok(await loginWithCode(deps, callerOf(request), await openSealed(deps, request, loginTwoFactorPayloadSchema))),
  );

  app.get(
    API.twoFactor,
    {
      onRequest: requireSession,
      schema: { querystring: noQuery, response: { 200: successEnvelope(twoFactorStatusSchema), ...errorResponses } },
    },
    async (request) => ok(await status(deps, sessionOf(request))),
  );

  app.post(
    API.twoFactorSetup,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: MANAGE_RATE_LIMIT },
      schema: { querystring: noQuery, response: { 200: successEnvelope(twoFactorSetupSchema), ...errorResponses } },
    },
    async (request) => ok(await startSetup(deps, sessionOf(request), callerOf(request).merchant.name)),
  );

  app.post(
    API.twoFactorEnable,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: MANAGE_RATE_LIMIT },
      schema: {
        querystring: noQuery,
        body: twoFactorEnablePayloadSchema,
        response: { 200: successEnvelope(twoFactorBackupCodesSchema), ...errorResponses },
      },
    },
    async (request) => ok({ backupCodes: await enable(deps, sessionOf(request), request.body) }),
  );

  app.post(
    API.twoFactorDisable,
    {
      onRequest: requireRegularMember,
      config: { rateLimit: MANAGE_RATE_LIMIT },
      schema: { querystring: noQuery, body: twoFactorDisablePayloadSchema, response: emptyResponse },
    },
    async (request) => {
      await disable(deps, sessionOf(request), request.body);
      return ok(null);
    },
  );
};
