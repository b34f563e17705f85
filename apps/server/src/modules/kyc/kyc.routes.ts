import {
  API,
  kycCpfCheckBodySchema,
  kycDocumentBodySchema,
  kycLivenessParamsSchema,
  kycLivenessSessionSchema,
  kycSelfieBodySchema,
  kycStatusSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { createRegularMemberGuard, sessionOf } from '../auth/auth.guard.js';
import type { KycDeps } from './kyc.deps.js';
import * as kyc from './kyc.service.js';

const noQuery = z.object({}).strict();
const noBody = z.object({}).strict();
const response = { 200: successEnvelope(kycStatusSchema), ...errorResponses };
const READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Calls that reach a third party are also counted per merchant day in the database (KYC_LIMITS); this bounds bursts. */
const CALL_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** A selfie of 5 MB as a base64 data URL; a document's two sides. */
const SELFIE_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;
const DOCUMENT_BODY_LIMIT = 14 * 1024 * 1024 + 64 * 1024;

/**
 * The player's identity verification: the state of each step, the CPF check, the liveness session and the sandbox's
 * selfie upload, the document photos. Every call acts on the session's own member only: a liveness session of
 * another member answers as an unknown one.
 */
export const kycRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, deps) => {
  const requireMember = createRegularMemberGuard(deps);
  const memberOf = (request: FastifyRequest) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId };
  };

  app.get(
    API.kyc,
    { onRequest: requireMember, config: { rateLimit: READ_LIMIT }, schema: { querystring: noQuery, response } },
    async (request) => ok(await kyc.status(deps, memberOf(request))),
  );

  /** A step's call: it runs, then the answer is the state after it. A refusal is stored first and answered as its error. */
  const step = <B extends z.ZodType, P extends z.ZodType>(
    url: string,
    schemas: { body: B; params?: P; bodyLimit?: number },
    work: (key: ReturnType<typeof memberOf>, body: z.output<B>, params: z.output<P>) => Promise<void>,
  ) =>
    app.route({
      method: 'POST',
      url,
      onRequest: requireMember,
      ...(schemas.bodyLimit && { bodyLimit: schemas.bodyLimit }),
      config: { rateLimit: CALL_LIMIT },
      schema: { querystring: noQuery, body: schemas.body, ...(schemas.params && { params: schemas.params }), response },
      handler: async (request) => {
        const key = memberOf(request);
        await work(key, request.body as z.output<B>, request.params as z.output<P>);
        return ok(await kyc.status(deps, key));
      },
    });

  step(API.kycCpf, { body: kycCpfCheckBodySchema }, (key, body) => kyc.checkCpf(deps, key, body));
  step(
    API.kycLivenessSelfie,
    { body: kycSelfieBodySchema, params: kycLivenessParamsSchema, bodyLimit: SELFIE_BODY_LIMIT },
    (key, body, params) => kyc.uploadSelfie(deps, key, params.sessionId, body.image),
  );
  step(API.kycLivenessResult, { body: noBody, params: kycLivenessParamsSchema }, (key, _body, params) =>
    kyc.fetchLivenessResult(deps, key, params.sessionId),
  );
  step(API.kycDocument, { body: kycDocumentBodySchema, bodyLimit: DOCUMENT_BODY_LIMIT }, (key, body) =>
    kyc.uploadDocument(deps, key, body),
  );

  app.post(
    API.kycLiveness,
    {
      onRequest: requireMember,
      config: { rateLimit: CALL_LIMIT },
      schema: { querystring: noQuery, body: noBody, response: { 200: successEnvelope(kycLivenessSessionSchema), ...errorResponses } },
    },
    async (request) => ok(await kyc.startLiveness(deps, memberOf(request))),
  );
};
