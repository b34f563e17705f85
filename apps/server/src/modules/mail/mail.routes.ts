import { API, emailSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorRouteOptions } from '../../http/operator-auth.js';
import { outboxMessages } from './mail.service.js';

const outboxEntrySchema = z.object({
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  status: z.enum(['sent', 'failed']),
  createdAt: text(),
});

export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; operatorToken: string }> = async (app, deps) => {
  const operatorOnly = operatorRouteOptions(deps.operatorToken);
  app.get(
    API.operatorMailOutbox,
    {
      ...operatorOnly,
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
