import { API, encryptionKeySchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { publicKeyInfo, type PayloadKey } from './crypto.service.js';

export const cryptoRoutes: FastifyPluginAsyncZod<{ payloadKey: PayloadKey }> = async (app, options) => {
  const info = publicKeyInfo(options.payloadKey);
  app.get(
    API.encryptionKey,
    { schema: { querystring: z.object({}), response: { 200: successEnvelope(encryptionKeySchema), ...errorResponses } } },
    async () => ok(info),
  );
};
