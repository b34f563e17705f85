import {
  SEAMLESS_HEADERS,
  SEAMLESS_PREFIX,
  seamlessAuthenticateRequestSchema,
  seamlessAuthenticateSchema,
  seamlessBalanceRequestSchema,
  seamlessBalanceSchema,
  seamlessBetRequestSchema,
  seamlessMatchFeedSchema,
  type SeamlessMatch,
  seamlessEndRoundRequestSchema,
  seamlessMoveSchema,
  seamlessRollbackRequestSchema,
  seamlessRoundSchema,
  seamlessWinRequestSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { keepRawJsonBody } from '../../http/raw-json-body.js';
import { checkSeamlessSignature } from './seamless-signature.js';
import * as service from './seamless.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The vendor whose signature checked out. */
    seamlessVendor?: string;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The seamless-wallet endpoints game providers call (docs/seamless-wallet.openapi.yaml).
 * Not under /wps: no merchant by host, no player gates; the signature is the authentication.
 */
export interface SeamlessRoutesOptions extends service.SeamlessDeps {
  redeemLaunch: service.LaunchRedeemer;
  /** The games module stores the sportsbook's fixtures (the home match cards). */
  acceptMatchFeed: (vendor: string, matches: SeamlessMatch[]) => Promise<{ accepted: number }>;
}

/**
 * The preValidation hook that authenticates a provider's call: its vendor code's secret (cached 30 s, so a rotated or
 * disabled vendor takes effect without a restart) must have signed the timestamp and the raw body.
 */
function createSignatureGuard(deps: SeamlessRoutesOptions) {
  const secrets = new Map<string, Promise<string | undefined>>();
  const secretOf = (vendor: string) => {
    let secret = secrets.get(vendor);
    if (!secret) {
      secret = service.vendorSecret(deps, vendor);
      secrets.set(vendor, secret);
      // Re-read now and then so a rotated or disabled vendor takes effect without a restart.
      setTimeout(() => secrets.delete(vendor), 30_000).unref();
    }
    return secret;
  };

  return async (request: FastifyRequest) => {
    const vendor = header(request, SEAMLESS_HEADERS.vendor);
    const secret = vendor && /^[A-Z0-9_]{1,16}$/.test(vendor) ? await secretOf(vendor) : undefined;
    const check = secret
      ? checkSeamlessSignature(
          secret,
          header(request, SEAMLESS_HEADERS.timestamp),
          header(request, SEAMLESS_HEADERS.signature),
          request.rawBody ?? '',
          deps.clock(),
        )
      : 'bad_signature';
    if (check !== 'ok') {
      request.log.warn({ vendor, check }, 'seamless call refused');
      throw new AppError('seamless.signature.invalid');
    }
    request.seamlessVendor = vendor;
  };
}

export const seamlessRoutes: FastifyPluginAsyncZod<SeamlessRoutesOptions> = async (app, deps) => {
  keepRawJsonBody(app);
  app.addHook('preValidation', createSignatureGuard(deps));

  const vendorOf = (request: FastifyRequest) => request.seamlessVendor as string;
  const moveResponse = { 200: successEnvelope(seamlessMoveSchema), ...errorResponses };

  app.post(
    `${SEAMLESS_PREFIX}/authenticate`,
    {
      schema: {
        body: seamlessAuthenticateRequestSchema,
        response: { 200: successEnvelope(seamlessAuthenticateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await service.authenticate(deps, vendorOf(request), request.body.token, deps.redeemLaunch)),
  );
  app.post(
    `${SEAMLESS_PREFIX}/feed/matches`,
    {
      schema: {
        body: seamlessMatchFeedSchema,
        response: { 200: successEnvelope(z.object({ accepted: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ok(await deps.acceptMatchFeed(vendorOf(request), request.body.matches)),
  );
  app.post(
    `${SEAMLESS_PREFIX}/balance`,
    { schema: { body: seamlessBalanceRequestSchema, response: { 200: successEnvelope(seamlessBalanceSchema), ...errorResponses } } },
    async (request) => ok(await service.balance(deps, request.body.playerId, request.body.currency)),
  );
  app.post(`${SEAMLESS_PREFIX}/bet`, { schema: { body: seamlessBetRequestSchema, response: moveResponse } }, async (request) =>
    ok(await service.bet(deps, vendorOf(request), request.body)),
  );
  app.post(`${SEAMLESS_PREFIX}/win`, { schema: { body: seamlessWinRequestSchema, response: moveResponse } }, async (request) =>
    ok(await service.win(deps, vendorOf(request), request.body)),
  );
  app.post(`${SEAMLESS_PREFIX}/rollback`, { schema: { body: seamlessRollbackRequestSchema, response: moveResponse } }, async (request) =>
    ok(await service.rollback(deps, vendorOf(request), request.body)),
  );
  app.post(
    `${SEAMLESS_PREFIX}/end`,
    { schema: { body: seamlessEndRoundRequestSchema, response: { 200: successEnvelope(seamlessRoundSchema), ...errorResponses } } },
    async (request) => ok(await service.endRound(deps, vendorOf(request), request.body)),
  );
};
