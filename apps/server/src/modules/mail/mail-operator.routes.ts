import { API, emailSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { outboxMessages } from './mail.service.js';

const outboxEntrySchema = z.object({
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  status: z.enum(['sent', 'failed']),
  createdAt: text(),
});

/** The mail outbox as the operator (and the browser tests) read it: the latest messages to an address. */
export const mailOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorMailOutbox),
    {
      config: { access: 'outbox.read' },
      schema: {
        querystring: z.object({ to: emailSchema }),
        response: { 200: successEnvelope(z.array(outboxEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await outboxMessages(deps.db, request.query.to);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
