import {
  affiliateCheckSchema,
  API,
  memberInfoSchema,
  mobileRegisterPayloadSchema,
  registerPayloadSchema,
  registerSettingsSchema,
  sessionInfoSchema,
  successEnvelope,
  usernameAvailabilitySchema,
  usernameSchema,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { callerOf, createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { startSession } from '../auth/auth.service.js';
import { openSealed, sealedBody, sealedRouteOptions, type SealContext } from '../crypto/sealed-body.js';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { guarded } from '../system/system.guard.js';
import * as members from './members.service.js';
import { vipStatus } from '../rewards/vip.service.js';

/** Name and code probes tell whether an account exists: an address gets few. */
const PROBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const noQuery = z.object({});
const sessionResponse = { 200: successEnvelope(sessionInfoSchema), ...errorResponses };

type MembersDeps = SealContext & PhoneProofDeps & { requireHuman: HumanCheckGuard; registrationsPerAddressHour: number };
type MembersApp = Parameters<FastifyPluginAsyncZod<MembersDeps>>[0];

/** Registration by username or by mobile: sealed bodies, a human check, few per address. */
function registrationRoutes(app: MembersApp, deps: MembersDeps) {
  const registerOptions = {
    ...sealedRouteOptions,
    config: { rateLimit: { max: deps.registrationsPerAddressHour, timeWindow: '1 hour' } },
    preHandler: deps.requireHuman,
    schema: { querystring: noQuery, body: sealedBody, response: sessionResponse },
  };

  app.put(API.register, registerOptions, async (request) => {
    const payload = await openSealed(deps, request, registerPayloadSchema);
    const caller = callerOf(request);
    const member = await members.register(deps, caller.merchant.id, payload, { method: 'username', ip: caller.ip });
    return ok(await startSession(deps, caller, member));
  });

  app.put(API.registerMobile, registerOptions, async (request) => {
    const payload = await openSealed(deps, request, mobileRegisterPayloadSchema);
    const caller = callerOf(request);
    const member = await members.register(deps, caller.merchant.id, payload, { method: 'mobile', ip: caller.ip });
    return ok(await startSession(deps, caller, member));
  });
}

/** What the registration form asks before submitting: its fields, whether a name is free, whether an invite code exists. */
function registrationProbeRoutes(app: MembersApp, deps: MembersDeps) {
  app.get(
    API.registerSettings,
    { schema: { querystring: noQuery, response: { 200: successEnvelope(registerSettingsSchema), ...errorResponses } } },
    async (request) => ok(await members.registrationSettings(deps, guarded(request).merchant.id)),
  );

  app.get(
    API.validateUsername,
    {
      config: { rateLimit: PROBE_RATE_LIMIT },
      schema: {
        querystring: z.object({ username: usernameSchema }),
        response: { 200: successEnvelope(usernameAvailabilitySchema), ...errorResponses },
      },
    },
    async (request) => ok({ available: await members.isUsernameAvailable(deps, guarded(request).merchant.id, request.query.username) }),
  );

  app.get(
    API.affiliateCheck,
    {
      config: { rateLimit: PROBE_RATE_LIMIT },
      schema: {
        querystring: z.object({ code: text().trim().min(1).max(32), domain: text().max(255).optional() }),
        response: { 200: successEnvelope(affiliateCheckSchema), ...errorResponses },
      },
    },
    async (request) => ok({ success: await members.isAffiliateCodeValid(deps, guarded(request).merchant.id, request.query.code) }),
  );
}

export const membersRoutes: FastifyPluginAsyncZod<MembersDeps> = async (app, deps) => {
  registrationRoutes(app, deps);
  registrationProbeRoutes(app, deps);

  app.get(
    API.memberInfo,
    {
      onRequest: createSessionGuard(deps),
      schema: { querystring: noQuery, response: { 200: successEnvelope(memberInfoSchema), ...errorResponses } },
    },
    async (request) => {
      const session = sessionOf(request);
      const member = await members.findById(deps, session.merchantId, session.memberId);
      if (!member) throw new AppError('login.not.session');
      return ok({
        id: String(member.id),
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        clubLabel: { labelName: (await vipStatus(deps, session.merchantId, session.memberId)).name },
      });
    },
  );
};
