import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/language.js';
import { adminContentSecurityPolicy, newNonce, withNonce } from './admin-page.js';
import { cacheControlFor, REVALIDATE } from './cache-control.js';
import { missingBuildPage } from './missing-build-page.js';

export interface AdminWebOptions {
  adminDistDir: string;
}

/** Where the back office lives; its Vite build has the same base (apps/admin/vite.config.ts). */
export const ADMIN_PREFIX = '/admin';

const looksLikeFile = (url: string) => /\.[^/]+$/.test(url.split('?')[0] ?? url);
const isNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built back office under /admin: its files (hashed assets cached for a year), and index.html, with a
 * fresh CSP nonce, on /admin and on any page navigation below it (the app's own routes: /admin/operators/edit/3).
 * A missing file is a 404, never the page. The routes live in their own scope with its own 404 handler, so the
 * player site's fallback (registerWeb) never answers an /admin path with the site.
 */
export async function registerAdmin(app: FastifyInstance, options: AdminWebOptions): Promise<void> {
  const root = options.adminDistDir;
  const indexFile = join(root, 'index.html');
  const available = existsSync(indexFile);
  if (!available) app.log.warn({ adminDistDir: root }, 'back office build not found; /admin answers a notice until it is built');

  // Read on every load (a few kB): each load gets its own nonce, and a rebuild is served without a restart.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!available) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingBuildPage(requestLanguage(request), 'admin'));
    }
    const nonce = newNonce();
    return reply
      .code(200)
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', adminContentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(withNonce(await readFile(indexFile, 'utf8'), nonce));
  };

  await app.register(
    async (scope) => {
      if (available) {
        await scope.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          redirect: false,
          cacheControl: false,
          decorateReply: false,
          // The page itself only ever goes out with its nonce filled in.
          allowedPath: (path) => path !== '/index.html',
          setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(root, file)),
        });
      }
      scope.get('/', sendPage);
      scope.setNotFoundHandler((request, reply) => {
        if (isNavigation(request) && !looksLikeFile(request.url)) return sendPage(request, reply);
        throw new AppError('request.not.found');
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
