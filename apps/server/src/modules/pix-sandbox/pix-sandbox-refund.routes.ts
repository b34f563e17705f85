import { text } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PixProvider } from '../payments/pix-provider.js';
import { PixHttpError } from '../payments/psp-http-client.js';

const refundParams = z.object({ e2eid: text().regex(/^[a-zA-Z0-9]{1,35}$/), id: text().regex(/^[a-zA-Z0-9]{1,35}$/) });
const refundBody = z.object({
  valor: text().regex(/^\d{1,10}\.\d{2}$/),
  natureza: text().max(30).optional(),
  descricao: text().max(140).optional(),
});

/** A PSP error thrown by the sandbox (a refused return, an outage) answered with its own status and body. */
async function pspAnswer<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PixHttpError)) throw error;
    return reply.code(error.status).type('application/json').send(error.body);
  }
}

/** The sandbox's API Pix devolução over HTTP: PUT and GET <base>/pix/:e2eid/devolucao/:id (pix-sandbox-refunds.ts). */
export function registerSandboxRefundRoutes(
  app: FastifyInstance,
  options: { prefix: string; provider: PixProvider; authorized: (request: FastifyRequest, reply: FastifyReply) => boolean },
): void {
  const path = `${options.prefix}/pix/:e2eid/devolucao/:id`;
  app.put<{ Params: z.infer<typeof refundParams>; Body: z.infer<typeof refundBody> }>(
    path,
    { schema: { params: refundParams, body: refundBody } },
    async (request, reply) => {
      if (!options.authorized(request, reply)) return reply;
      const { e2eid, id } = request.params;
      return pspAnswer(reply, async () => reply.code(201).send(await options.provider.refund(e2eid, id, request.body.valor)));
    },
  );
  app.get<{ Params: z.infer<typeof refundParams> }>(path, { schema: { params: refundParams } }, async (request, reply) => {
    if (!options.authorized(request, reply)) return reply;
    return pspAnswer(reply, async () => {
      const refund = await options.provider.getRefund(request.params.e2eid, request.params.id);
      return refund ?? reply.code(404).send({ title: 'Devolução não encontrada', status: 404 });
    });
  });
}
