import { API, identityProvidersSchema, loginResultSchema, socialLoginPayloadSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { callerOf } from '../auth/auth.guard.js';
import { openSealed, sealedBody, sealedRouteOptions, type SealContext } from '../crypto/sealed-body.js';
import { guarded } from '../system/system.guard.js';
import { identityProviders, socialLogin, type IdentityDeps } from './identity.service.js';

/** Each first login creates a member: an address gets a bounded number of tries. */
const SOCIAL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const noQuery = z.object({});

export const identityRoutes: FastifyPluginAsyncZod<IdentityDeps & SealContext> = async (app, deps) => {
  app.get(
    API.identityProviders,
    { schema: { querystring: noQuery, response: { 200: successEnvelope(identityProvidersSchema), ...errorResponses } } },
    async (request) => ok(await identityProviders(deps, guarded(request).merchant.id)),
  );

  app.post(
    API.socialLogin,
    {
      ...sealedRouteOptions,
      config: { rateLimit: SOCIAL_RATE_LIMIT },
      schema: { querystring: noQuery, body: sealedBody, response: { 200: successEnvelope(loginResultSchema), ...errorResponses } },
    },
    async (request) => ok(await socialLogin(deps, callerOf(request), await openSealed(deps, request, socialLoginPayloadSchema))),
  );
};
