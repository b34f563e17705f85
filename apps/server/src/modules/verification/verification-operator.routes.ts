import { API, mobileNumSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { outboxMessages } from './verification.service.js';

const outboxEntrySchema = z.object({ toNumber: text(), text: text(), status: z.enum(['sent', 'failed']), createdAt: text() });

/** The SMS outbox as the operator (and the browser tests) read it: the latest messages to a number. */
export const verificationOperatorRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorSmsOutbox),
    {
      config: { access: 'outbox.read' },
      schema: {
        querystring: z.object({ mobileNum: mobileNumSchema }),
        response: { 200: successEnvelope(z.array(outboxEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await outboxMessages(deps, request.query.mobileNum);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
