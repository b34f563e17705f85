import {
  API,
  privacyClosureBodySchema,
  privacyExportBodySchema,
  privacyExportParamsSchema,
  privacyOverviewSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import { requestClosure } from './closure-requests.js';
import { download, overview, requestExport } from './export-requests.js';
import type { PrivacyDeps } from './privacy.deps.js';

const noQuery = z.object({}).strict();
const response = { 200: successEnvelope(privacyOverviewSchema), ...errorResponses };
/** The page reads; the once-a-day copy and the password's own counter bound the writes far below this. */
const READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
const WRITE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * The player's personal data (LGPD): their requests, a copy of their data (asked, then downloaded from their own
 * session for 7 days), and closing the account. Trial accounts hold no personal data to ask about.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyDeps> = async (app, deps) => {
  const requireMember = createRegularMemberGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.privacy,
    { onRequest: requireMember, config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, response } },
    async (request) => ok(await overview(deps, memberOf(request))),
  );

  app.post(
    API.privacyExports,
    {
      onRequest: requireMember,
      config: { rateLimit: WRITE_LIMIT },
      schema: { querystring: noQuery, body: privacyExportBodySchema, response },
    },
    async (request) => {
      await requestExport(deps, memberOf(request));
      return ok(await overview(deps, memberOf(request)));
    },
  );

  // The bytes as written (no envelope), with their SHA-256; errors take the envelope from the error handler.
  app.get(
    API.privacyExportDownload,
    { onRequest: requireMember, config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, params: privacyExportParamsSchema } },
    async (request, reply) => {
      const file = await download(deps, memberOf(request), request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.bytes)
        .header('x-content-sha256', file.sha256)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  // The sessions end with it: the answer is the last this session reads.
  app.post(
    API.privacyClosure,
    {
      onRequest: requireMember,
      config: { rateLimit: WRITE_LIMIT },
      schema: { querystring: noQuery, body: privacyClosureBodySchema, response },
    },
    async (request) => {
      const key = memberOf(request);
      await requestClosure(deps, key, request.body);
      return ok(await overview(deps, key));
    },
  );
};
