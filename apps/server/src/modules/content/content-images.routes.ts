import { API, contentFileParamsSchema, contentImageSchema, contentImageUploadSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import { guarded } from '../system/system.guard.js';
import { openImage, storeImage } from './content-images.service.js';

/** A 2 MB image as base64 in JSON, and room for the envelope. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
/** Every banner of every page view asks for its image; the browser's cache answers most of them. */
const FILE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

/** The operator uploads an image for a banner or an announcement (content.manage); audited as any call (a body over 8 KB by its size). */
export const contentImageOperatorRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, deps) => {
  app.post(
    operatorPath(API.operatorContentImages),
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: 'content.manage' },
      schema: { body: contentImageUploadSchema, response: { 200: successEnvelope(contentImageSchema), ...errorResponses } },
    },
    async (request) => ok(await storeImage(deps.store, guarded(request).merchant.id, request.body.image)),
  );
};

/**
 * Players load the images from here, whatever the store (a folder or a private bucket). Names are content hashes, so
 * an answer never changes: cached for a year. Open through maintenance and region gates, as the pages showing them are.
 */
export const contentFileRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, deps) => {
  app.get(
    API.contentFile,
    {
      config: { rateLimit: FILE_LIMIT, gate: { maintenance: true, region: true } },
      schema: { params: contentFileParamsSchema },
    },
    async (request, reply) => {
      const file = await openImage(deps.store, guarded(request).merchant.id, request.params.name);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
