import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';
import type { Metrics } from './metrics.js';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** Unset: the route answers 404, as any unknown path does. */
  token: string | undefined;
}

/** Requests that are not an answer of a route (404 on an unknown path) share one label instead of one per URL. */
const UNMATCHED = 'unmatched';
const SCRAPE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every answer of this instance (registered on the root so its hook sees all routes) and serves the registry
 * at `/metrics` in Prometheus's text format to a scraper that brings METRICS_TOKEN.
 */
const metricsPlugin: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, token }) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  // A scraper calls every 15 s or so; the limit counts each guess at the token before it is compared.
  app.get('/metrics', { config: { rateLimit: SCRAPE_LIMIT } }, async (request, reply) => {
    if (!token) throw new AppError('request.not.found');
    if (!bearerMatches(request.headers.authorization, token)) throw new AppError('operator.unauthorized');
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};

// Not encapsulated: the hook must see the routes of every module.
export const metricsRoutes = fp(metricsPlugin, { name: 'metrics' });
