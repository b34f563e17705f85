import { API, captchaImageSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../infra/deps.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createCaptcha, type CaptchaCodeSource } from './captcha.service.js';

/** Each captcha is a stored row: an address cannot fill the table. */
const CAPTCHA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const captchaRoutes: FastifyPluginAsyncZod<ServiceDeps & { captchaCodes: CaptchaCodeSource }> = async (app, options) => {
  app.get(
    API.captcha,
    {
      config: { rateLimit: CAPTCHA_RATE_LIMIT },
      // Clients add a cache buster and a module id (SPEC §7: CAPTCHA3).
      schema: { querystring: z.object({}), response: { 200: successEnvelope(captchaImageSchema), ...errorResponses } },
    },
    async () => ok(await createCaptcha(options, options.captchaCodes)),
  );
};
