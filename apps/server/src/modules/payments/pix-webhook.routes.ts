import { API, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { keepRawJsonBody } from '../../http/raw-json-body.js';
import { handlePixNotice } from './deposit-credit.js';
import type { PaymentsDeps } from './payments.deps.js';
import { PIX_SIGNATURE_HEADER, verifyWebhookSignature } from './pix-provider.js';

const noticeSchema = z.object({
  pix: z.array(z.object({ endToEndId: text().max(64), txid: text().max(35), valor: text().max(20), horario: text().max(40) })).max(1000),
});

/**
 * The PSP's "PIX received" webhook. The signature is an HMAC-SHA256 of the
 * exact bytes received, so this plugin keeps the raw body (its own JSON
 * parser, scoped to this plugin). A valid notice only makes us re-read the
 * named charges at the PSP; we answer 200 once they are applied (or left to
 * the reconciliation job), so the PSP stops retrying.
 */
export const pixWebhookRoutes: FastifyPluginAsyncZod<PaymentsDeps & { webhookSecret: string }> = async (app, options) => {
  const { webhookSecret, ...deps } = options;
  keepRawJsonBody(app);

  const route = {
    // The PSP must reach us during maintenance and from wherever it sends from.
    config: { gate: { maintenance: true, region: true } },
    preValidation: async (request: { headers: Record<string, unknown>; rawBody?: string }) => {
      const signature = request.headers[PIX_SIGNATURE_HEADER];
      if (!verifyWebhookSignature(webhookSecret, request.rawBody ?? '', typeof signature === 'string' ? signature : undefined)) {
        throw new AppError('pix.webhook.invalid');
      }
    },
    schema: { body: noticeSchema, response: { 200: successEnvelope(z.null()), ...errorResponses } },
  };
  const handler = async (request: { body: z.infer<typeof noticeSchema> }) => {
    await handlePixNotice(deps, request.body);
    return ok(null);
  };
  // API Pix PSPs post to the registered URL with "/pix" appended; both are accepted.
  app.post(API.pixWebhook, route, handler);
  app.post(`${API.pixWebhook}/pix`, route, handler);
};
