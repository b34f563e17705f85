import { API, captchaImageSchema, powChallengeSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../infra/deps.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createCaptcha, type CaptchaCodeSource } from './captcha.service.js';
import type { HumanCheck } from './human-check.js';

/** Each captcha is a stored row: an address cannot fill the table. */
const CAPTCHA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Challenges are stateless and cheap to sign; a page asks for one per form and per submission. */
const CHALLENGE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const captchaRoutes: FastifyPluginAsyncZod<ServiceDeps & { captchaCodes: CaptchaCodeSource; humanCheck: HumanCheck }> = async (
  app,
  options,
) => {
  app.get(
    API.captcha,
    {
      config: { rateLimit: CAPTCHA_RATE_LIMIT },
      // Clients add a cache buster and a module id (SPEC §7: CAPTCHA3).
      schema: { querystring: z.object({}), response: { 200: successEnvelope(captchaImageSchema), ...errorResponses } },
    },
    async () => ok(await createCaptcha(options, options.captchaCodes)),
  );

  app.get(
    API.captchaChallenge,
    {
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
      schema: { querystring: z.object({}), response: { 200: successEnvelope(powChallengeSchema), ...errorResponses } },
    },
    async () => {
      // With Turnstile or hCaptcha the provider's widget makes the challenge.
      const challenge = options.humanCheck.challenge();
      if (!challenge) throw new AppError('request.not.found');
      return ok(await challenge);
    },
  );
};
