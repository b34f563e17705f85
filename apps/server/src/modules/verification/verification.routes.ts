import { API, smsCodeRequestSchema, smsCodeResponseSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import { guarded } from '../system/system.guard.js';
import { requestCode, type VerificationDeps } from './verification.service.js';

/** A coarse per-address limit in front of the service's own caps (which count codes actually issued). */
const SMS_RATE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

export const verificationRoutes: FastifyPluginAsyncZod<VerificationDeps & { requireHuman: HumanCheckGuard }> = async (app, deps) => {
  app.post(
    API.smsNoLogin,
    {
      config: { rateLimit: SMS_RATE_LIMIT },
      preHandler: deps.requireHuman,
      schema: {
        querystring: z.object({}),
        body: smsCodeRequestSchema,
        response: { 200: successEnvelope(smsCodeResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      const value = await requestCode(
        deps,
        { merchantId, ...request.body },
        // The sender's reason names the kind of failure only (never the number or the text): what an operator needs.
        { ip: request.ip, language: requestLanguage(request), onSendFailure: (reason) => request.log.warn({ reason }, 'sms send failed') },
      );
      return ok(value);
    },
  );
};
