import { API, pushKeySchema, pushSubscribedSchema, pushSubscriptionSchema, pushUnsubscribeSchema, successEnvelope } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import * as push from './push.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
const READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** A browser subscribes when the player turns notifications on: a few a minute is plenty. */
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export type PushRoutesDeps = push.PushDeps & ServiceDeps;

/** The public key browsers subscribe with, and the member's own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesDeps> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(API.pushKey, { config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, response: answer(pushKeySchema) } }, async () =>
    ok(await push.publicKey(deps)),
  );

  app.post(
    API.pushSubscriptions,
    {
      onRequest: requireSession,
      config: { rateLimit: WRITE_LIMIT },
      schema: { body: pushSubscriptionSchema, response: answer(pushSubscribedSchema) },
    },
    async (request) => ok(await push.subscribe(deps, memberOf(request), request.body, requestLanguage(request))),
  );

  app.delete(
    API.pushSubscriptions,
    {
      onRequest: requireSession,
      config: { rateLimit: WRITE_LIMIT },
      schema: { body: pushUnsubscribeSchema, response: answer(pushSubscribedSchema) },
    },
    async (request) => ok(await push.unsubscribe(deps, memberOf(request), request.body.endpoint)),
  );
};
