import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that are the same for every visitor (the catalogue) may be cached
 * by browsers and shared caches for `maxAgeS`, and revalidated with their
 * ETag. `version` must change whenever the answer can: the request's full URL
 * and language are part of the tag already. Returns true when a 304 was sent.
 */
export function answerFromCache(request: FastifyRequest, reply: FastifyReply, version: string, language: string, maxAgeS: number): boolean {
  const tag = createHash('sha1').update(`${version}|${language}|${request.hostname}|${request.url}`).digest('base64url');
  const etag = `"${tag}"`;
  reply.header('cache-control', `public, max-age=${maxAgeS}`);
  reply.header('vary', 'language, accept-language');
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    void reply.code(304).send();
    return true;
  }
  return false;
}
