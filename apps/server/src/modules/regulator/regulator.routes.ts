import {
  API,
  regulatorActionBodySchema,
  regulatorDayParamsSchema,
  regulatorDownloadParamsSchema,
  regulatorFileSetSchema,
  regulatorFilesQuerySchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { RegulatorDeps } from './regulator.deps.js';
import { download, fileSet, listFileSets, regenerate, resend } from './regulator.service.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const noQuery = z.object({}).strict();
/** Regenerate and resend: a day, no fields, the day as it stands after. */
const actionSchema = {
  querystring: noQuery,
  params: regulatorDayParamsSchema,
  body: regulatorActionBodySchema,
  response: answer(regulatorFileSetSchema),
};

/** Who resends, as the delivery records it: the operator's name, else the kind of caller (an API key, the CLI). */
const requester = (request: FastifyRequest) => request.operatorActor.name ?? request.operatorActor.kind;

/** The back office's regulator files: the days, one day, a file's bytes, regenerate and resend (both audited). */
export const regulatorRoutes: FastifyPluginAsyncZod<RegulatorDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorRegulatorFiles),
    {
      config: { access: 'regulator.read' },
      schema: { querystring: regulatorFilesQuerySchema, response: answer(z.array(regulatorFileSetSchema)) },
    },
    async (request, reply) => {
      const { list, total } = await listFileSets(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.get(
    operatorPath(API.operatorRegulatorDay),
    {
      config: { access: 'regulator.read' },
      schema: { querystring: noQuery, params: regulatorDayParamsSchema, response: answer(regulatorFileSetSchema) },
    },
    async (request) => ok(await fileSet(deps, guarded(request).merchant.id, request.params.day)),
  );

  // The bytes as stored (no envelope): what the manifest's SHA-256 was computed over, sent back in a header too.
  app.get(
    operatorPath(API.operatorRegulatorDownload),
    // No response schema: the 200 is a stream, and errors take the envelope from the error handler as everywhere.
    { config: { access: 'regulator.read' }, schema: { querystring: noQuery, params: regulatorDownloadParamsSchema } },
    async (request, reply) => {
      const file = await download(deps, guarded(request).merchant, request.params);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.bytes)
        .header('x-content-sha256', file.sha256)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.post(
    operatorPath(API.operatorRegulatorRegenerate),
    { config: { access: 'regulator.manage' }, schema: actionSchema },
    async (request) => {
      const { merchant } = guarded(request);
      request.auditBefore = await fileSet(deps, merchant.id, request.params.day).catch(() => null);
      return ok(await regenerate(deps, merchant, request.params.day));
    },
  );

  app.post(operatorPath(API.operatorRegulatorResend), { config: { access: 'regulator.manage' }, schema: actionSchema }, async (request) => {
    const { merchant } = guarded(request);
    request.auditBefore = await fileSet(deps, merchant.id, request.params.day).catch(() => null);
    return ok(await resend(deps, merchant, request.params.day, requester(request)));
  });
};
