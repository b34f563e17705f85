import { text, int4, queryInt } from '@app/contract';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CobRequest } from '../payments/pix-provider.js';
import { registerSandboxEnvioRoutes } from './pix-sandbox-envio.routes.js';
import { registerSandboxRefundRoutes } from './pix-sandbox-refund.routes.js';
import type { SandboxPsp } from './pix-sandbox.service.js';

/** Where the sandbox serves its API Pix over HTTP (for the HTTP adapter and for outside tools). */
export const SANDBOX_API_PREFIX = '/sandbox/pix/v2';
const TOKEN_TTL_S = 3600;

const money = text().regex(/^\d{1,10}\.\d{2}$/);
const txidParams = z.object({ txid: text().regex(/^[a-zA-Z0-9]{26,35}$/) });
const cobBody = z.object({
  calendario: z.object({
    expiracao: int4()
      .min(1)
      .max(86_400 * 30),
  }),
  devedor: z.object({ cpf: text().regex(/^\d{11}$/), nome: text().max(200) }).optional(),
  valor: z.object({ original: money }),
  chave: text().min(1).max(77),
  solicitacaoPagador: text().max(140).optional(),
});

const receivedQuery = z.object({
  inicio: z.iso.datetime({ offset: true }),
  fim: z.iso.datetime({ offset: true }),
  'paginacao.paginaAtual': queryInt().min(0).max(100_000).default(0),
  'paginacao.itensPorPagina': queryInt().min(1).max(1_000).default(100),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The sandbox's API Pix as a PSP serves it: OAuth2 client credentials, PUT
 * and GET /cob/{txid}, returns (pix-sandbox-refund.routes.ts) and Efí's
 * payout calls (pix-sandbox-envio.routes.ts).
 * No mutual TLS (real PSPs require it). Tokens live in this process only,
 * which is enough for a sandbox.
 */
export function pixSandboxApiRoutes(options: { sandbox: SandboxPsp; clientId: string; clientSecret: string }): FastifyPluginAsync {
  return async (app) => {
    const tokens = new Map<string, number>();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const authorized = (request: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const until = token ? tokens.get(token) : undefined;
      if (until && until > Date.now()) return true;
      void reply.code(401).send({ title: 'Não autorizado', status: 401 });
      return false;
    };

    app.post(`${SANDBOX_API_PREFIX}/oauth/token`, async (request, reply) => {
      const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [id, secret] = Buffer.from(basic ?? '', 'base64')
        .toString()
        .split(':');
      const body = request.body as Record<string, string> | undefined;
      const valid = id === options.clientId && timingSafeEqual(digest(secret ?? ''), digest(options.clientSecret));
      if (!valid || body?.grant_type !== 'client_credentials') return reply.code(401).send({ error: 'invalid_client' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_TTL_S * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_S, scope: 'cob.write cob.read pix.send gn.pix.send.read' };
    });

    app.put<{ Params: { txid: string }; Body: CobRequest }>(
      `${SANDBOX_API_PREFIX}/cob/:txid`,
      { schema: { params: txidParams, body: cobBody } },
      async (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return reply.code(201).send(await options.sandbox.provider.createCharge(request.params.txid, request.body));
      },
    );

    app.get<{ Params: { txid: string } }>(`${SANDBOX_API_PREFIX}/cob/:txid`, { schema: { params: txidParams } }, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const cob = await options.sandbox.provider.getCharge(request.params.txid);
      return cob ?? reply.code(404).send({ title: 'Cobrança não encontrada', status: 404 });
    });

    // GET /pix: the PIX received in [inicio, fim], paged as API Pix pages them (page numbers from 0).
    app.get<{ Querystring: z.infer<typeof receivedQuery> }>(
      `${SANDBOX_API_PREFIX}/pix`,
      { schema: { querystring: receivedQuery } },
      async (request, reply) => {
        if (!authorized(request, reply)) return reply;
        const { inicio, fim } = request.query;
        const page = request.query['paginacao.paginaAtual'];
        const size = request.query['paginacao.itensPorPagina'];
        const all = await options.sandbox.provider.listReceived(new Date(inicio), new Date(Date.parse(fim) + 1));
        const paginacao = {
          paginaAtual: page,
          itensPorPagina: size,
          quantidadeDePaginas: Math.ceil(all.length / size),
          quantidadeTotalDeItens: all.length,
        };
        return { parametros: { inicio, fim, paginacao }, pix: all.slice(page * size, (page + 1) * size) };
      },
    );

    registerSandboxRefundRoutes(app, { prefix: SANDBOX_API_PREFIX, provider: options.sandbox.provider, authorized });
    registerSandboxEnvioRoutes(app, { prefix: SANDBOX_API_PREFIX, envio: options.sandbox.envio, authorized });
  };
}
