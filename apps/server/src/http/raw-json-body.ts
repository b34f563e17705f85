import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for routes whose callers sign the exact bytes. */
    rawBody?: string;
  }
}

/**
 * Parses JSON bodies while keeping the raw text on `request.rawBody`. Only in
 * the plugin that calls it (Fastify encapsulation): signed callbacks (PIX
 * webhooks, the seamless wallet) need the bytes that were signed.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('request.invalid'), undefined);
    }
  });
}
