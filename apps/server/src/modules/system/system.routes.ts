import { API, helpEntrySchema, languages, successEnvelope, systemStatusSchema, type HumanCheck } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { guarded } from './system.guard.js';
import { getHelpCenter, getSystemStatus, type SystemDeps } from './system.service.js';

// Query strings are not strict: clients add cache busters and module ids (SPEC §7: COMM3).
const statusQuerySchema = z.object({});
const helpQuerySchema = z.object({
  device: z.enum(['MOBILE', 'WEB']).default('MOBILE'),
  lang: z.enum(languages).optional(),
});

/** `humanCheck`: which check the account forms run, so the site loads the right widget. */
export const systemRoutes: FastifyPluginAsyncZod<SystemDeps & { humanCheck: HumanCheck }> = async (app, deps) => {
  app.get(
    API.systemStatus,
    {
      // The status is how the site learns about maintenance and region refusal, so it always answers.
      config: { gate: { maintenance: true, region: true } },
      schema: { querystring: statusQuerySchema, response: { 200: successEnvelope(systemStatusSchema), ...errorResponses } },
    },
    async (request) => {
      const { merchant, gate } = guarded(request);
      const status = await getSystemStatus(deps.db, merchant, { ip: request.ip, gate }, requestLanguage(request));
      return ok({ ...status, humanCheck: deps.humanCheck });
    },
  );

  app.get(
    API.helpCenter,
    {
      config: { gate: { maintenance: true } },
      schema: {
        querystring: helpQuerySchema,
        response: { 200: successEnvelope(z.array(helpEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { merchant } = guarded(request);
      const language = request.query.lang ?? requestLanguage(request);
      return ok(await getHelpCenter(deps.db, merchant, language));
    },
  );
};
