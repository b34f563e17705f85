import { text } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EfiEnvioApi, EfiEnvioRequest } from '../payments/efi-pix-envio.js';

/** Efí's documented limits (idEnvio, keys ≤ 77, infoPagador < 140, favorecido.cpf 11 digits). */
const idEnvioParams = z.object({ idEnvio: text().regex(/^[a-zA-Z0-9]{1,35}$/) });
const envioBody = z.object({
  valor: text().regex(/^\d{1,10}\.\d{2}$/),
  pagador: z.object({ chave: text().min(1).max(77), infoPagador: text().max(139).optional() }),
  favorecido: z.object({
    chave: text().min(1).max(77),
    cpf: text()
      .regex(/^\d{11}$/)
      .optional(),
  }),
});

/**
 * The sandbox's payout calls over HTTP, at Efí's paths under the sandbox's
 * API Pix base: PUT <base>/gn/pix/:idEnvio and GET
 * <base>/gn/pix/enviados/id-envio/:idEnvio (efi-pix-envio.ts).
 */
export function registerSandboxEnvioRoutes(
  app: FastifyInstance,
  options: { prefix: string; envio: EfiEnvioApi; authorized: (request: FastifyRequest, reply: FastifyReply) => boolean },
): void {
  app.put<{ Params: { idEnvio: string }; Body: EfiEnvioRequest }>(
    `${options.prefix}/gn/pix/:idEnvio`,
    { schema: { params: idEnvioParams, body: envioBody } },
    async (request, reply) => {
      if (!options.authorized(request, reply)) return reply;
      const answer = await options.envio.send(request.params.idEnvio, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get<{ Params: { idEnvio: string } }>(
    `${options.prefix}/gn/pix/enviados/id-envio/:idEnvio`,
    { schema: { params: idEnvioParams } },
    async (request, reply) => {
      if (!options.authorized(request, reply)) return reply;
      const answer = await options.envio.sent(request.params.idEnvio);
      return reply.code(answer.status).send(answer.body);
    },
  );
}
