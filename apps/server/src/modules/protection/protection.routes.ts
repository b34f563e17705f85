import {
  API,
  confirmLimitBodySchema,
  DAY_MS,
  pauseBodySchema,
  protectionStatusSchema,
  realityCheckBodySchema,
  sessionActivitySchema,
  selfExclusionBodySchema,
  setLimitsBodySchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { revokeAll } from '../auth/sessions.js';
import * as protection from './protection.service.js';

const noQuery = z.object({}).strict();
const response = { 200: successEnvelope(protectionStatusSchema), ...errorResponses };
const sessionResponse = { 200: successEnvelope(sessionActivitySchema), ...errorResponses };
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Months after `at` on the calendar (a self-exclusion of 6 months from 31 Aug ends on 28 Feb or 1 Mar, as Date rolls). */
function monthsAfter(at: number, months: number): Date {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * The player's responsible-gaming calls: read limits and what is left, set and confirm them, pause, self-exclude.
 * A pause or self-exclusion ends every session of the member at once (the session rows are read on every request of
 * every process, so it holds everywhere at the next request).
 */
export const protectionRoutes: FastifyPluginAsyncZod<protection.ProtectionDeps> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(API.protection, { onRequest: requireSession, schema: { querystring: noQuery, response } }, async (request) =>
    ok(await protection.status(deps, memberOf(request))),
  );

  /** A change the player makes: it runs, then the call answers the status as it is after. */
  const change = <B extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    body: B,
    work: (key: protection.MemberKey, body: z.output<B>) => Promise<void>,
  ) =>
    app.route({
      method,
      url,
      onRequest: requireSession,
      config: { rateLimit: WRITE_LIMIT },
      schema: { querystring: noQuery, body, response },
      handler: async (request) => {
        const key = memberOf(request);
        await work(key, request.body as z.output<B>);
        return ok(await protection.status(deps, key));
      },
    });

  app.get(
    API.protectionSession,
    { onRequest: requireSession, schema: { querystring: noQuery, response: sessionResponse } },
    async (request) => ok(await protection.sessionActivity(deps, memberOf(request), sessionOf(request).startedAt)),
  );

  change('PUT', API.protectionRealityCheck, realityCheckBodySchema, (key, body) => protection.setRealityCheck(deps, key, body.minutes));
  change('PUT', API.protectionLimits, setLimitsBodySchema, (key, body) => protection.setLimits(deps, key, body.limits));
  change('POST', API.protectionConfirm, confirmLimitBodySchema, (key, body) => protection.confirmLimit(deps, key, body.kind));
  change('POST', API.protectionPause, pauseBodySchema, async (key, body) => {
    await protection.exclude(deps, key, { kind: 'pause', until: new Date(deps.clock() + body.days * DAY_MS), reason: null });
    await revokeAll(deps, key, 'protection');
  });
  change('POST', API.protectionSelfExclusion, selfExclusionBodySchema, async (key, { months }) => {
    const until = months === null ? null : monthsAfter(deps.clock(), months);
    await protection.exclude(deps, key, { kind: 'self', until, reason: null });
    await revokeAll(deps, key, 'protection');
  });
};
