import { API } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthRoutesOptions {
  ping(): Promise<void>;
  /** Present only when Redis is configured. */
  pingRedis?: () => Promise<void>;
}

const noQuery = z.object({});
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
  closing: z.boolean(),
});

/**
 * Liveness says the process answers; readiness says it should get traffic:
 * the database (and Redis, when configured) answers and the server is not shutting down (so a load
 * balancer drains it before the connections close).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(API.health, { schema: { querystring: noQuery, response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  const readyRoute = { schema: { querystring: noQuery, response: { 200: readySchema, 503: readySchema } } };
  app.get(API.ready, readyRoute, async (request, reply) => {
    const database = await options.ping().then(
      () => 'ok' as const,
      (error: unknown) => {
        request.log.warn({ err: error }, 'database ping failed');
        return 'down' as const;
      },
    );
    const redis = !options.pingRedis
      ? ('off' as const)
      : await options.pingRedis().then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'redis ping failed');
            return 'down' as const;
          },
        );
    const ready = database === 'ok' && redis !== 'down' && !closing;
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis, closing });
  });
};
