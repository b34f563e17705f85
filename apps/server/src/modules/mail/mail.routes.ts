import { API, emailSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createOperatorAuth } from '../../http/operator-auth.js';
import { outboxMessages } from './mail.service.js';

/** Callers guess a secret here, so each address gets few tries. */
const OPERATOR_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['sent', 'failed']),
  createdAt: z.string(),
});

export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; operatorToken: string }> = async (app, deps) => {
  const authorize = createOperatorAuth(deps.operatorToken);
  app.get(
    API.operatorMailOutbox,
    {
      config: { gate: { maintenance: true, region: true }, rateLimit: OPERATOR_RATE_LIMIT },
      onRequest: authorize,
      schema: { querystring: z.object({ to: emailSchema }), response: { 200: successEnvelope(z.array(outboxEntrySchema)), ...errorResponses } },
    },
    async (request) => {
      const rows = await outboxMessages(deps.db, request.query.to);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
