import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES, clientPaths, text } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/language.js';
import { cacheControlFor } from './cache-control.js';
import { missingBuildPage } from './missing-build-page.js';

export interface WebOptions {
  webDistDir: string;
}

// The app reads its own query strings (?id=, ?i=); the server passes any through.
const pageQuerySchema = z.record(text(), z.unknown());

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));
const looksLikeFile = (path: string) => /\.[^/]+$/.test(path);
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app: files from WEB_DIST_DIR, index.html on every
 * client route of the contract and, as the SPA fallback, on any other page
 * navigation outside the API (the client then redirects unknown paths to
 * /m/home). Must be called on the root instance: it owns the 404 handler.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const root = options.webDistDir;
  const available = existsSync(join(root, 'index.html'));
  if (available) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      redirect: false,
      cacheControl: false,
      // The wildcard file route also sees unknown API paths; those must never be looked up on disk.
      allowedPath: (path) => !isApiPath(path.startsWith('/') ? path : `/${path}`),
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(root, file)),
    });
  } else {
    app.log.warn({ webDistDir: root }, 'web build not found; app pages answer a notice until it is built');
  }

  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    if (available) return reply.code(200).sendFile('index.html');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(missingBuildPage(requestLanguage(request)));
  };

  const pages = app.withTypeProvider<ZodTypeProvider>();
  for (const path of clientPaths) pages.get(path, { schema: { querystring: pageQuerySchema } }, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (navigation && !isApiPath(path) && !looksLikeFile(path)) return sendApp(request, reply);
    throw new AppError('request.not.found');
  });
}
