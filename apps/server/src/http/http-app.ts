import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { RedisHandle } from '../infra/redis.js';
import { widgetOrigins } from '../modules/captcha/human-check.js';
import { warnChosenSandboxes } from '../production-mode.js';
import { AppError } from './app-error.js';
import { installErrorHandler } from './error-handler.js';
import { timedServerFactory, type HttpTimeouts } from './http-server.js';
import { genReqId, loggerOptions } from './logging.js';
import { snapshotLocalStore } from './rate-limit-store.js';
import { isGuardedApiPath } from './request-context.js';
import { registerSecurityHeaders } from './security.js';

export interface HttpAppOptions {
  config: Pick<AppConfig, 'logLevel' | 'trustProxy' | 'sandboxes' | 'games' | 'humanCheck'>;
  redis?: RedisHandle | undefined;
  redisNamespace?: string | undefined;
  logStream?: NodeJS.WritableStream | undefined;
  timeouts?: HttpTimeouts | undefined;
  onRoute?: ((route: RouteOptions) => void) | undefined;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count trusts that many proxies nearest to us (Fastify's typings lack the number form). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The Fastify instance with what every route shares: logging and request ids, zod validation, the error envelope,
 * security headers, compression and the rate-limit plugin (each route sets its own limit). Modules register after.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    ...(options.timeouts && { serverFactory: timedServerFactory(options.timeouts) }),
    // Requests arriving during shutdown get 503 at once, so a load balancer retries them elsewhere.
    return503OnClosing: true,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  warnChosenSandboxes(app.log, config.sandboxes);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Player data must not sit in shared caches.
    if (isGuardedApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  await registerSecurityHeaders(app, {
    gameOrigins: [new URL(config.games.publicUrl).origin],
    widgetOrigins: widgetOrigins(config.humanCheck),
  });
  await app.register(compress);
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis.client, nameSpace: `${options.redisNamespace ?? ''}rate-limit:` }
      : { store: snapshotLocalStore }),
    errorResponseBuilder: (_request, context) => new AppError('request.rate.limited', { retryAfterMs: context.ttl }),
  });
  return app;
}
