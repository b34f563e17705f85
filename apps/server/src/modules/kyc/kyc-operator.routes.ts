import {
  API,
  kycDocumentDecisionSchema,
  kycFileParamsSchema,
  kycReviewSchema,
  kycReviewsQuerySchema,
  kycRevokeBodySchema,
  playerParamsSchema,
  successEnvelope,
  TOTAL_COUNT_HEADER,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { KycDeps } from './kyc.deps.js';
import { decideDocument, fileOf, memberReview, reviewQueue, revoke } from './kyc-review.js';

const noQuery = z.object({}).strict();
const reviewResponse = { 200: successEnvelope(kycReviewSchema), ...errorResponses };

/** Who decided, as the member's row keeps it: the operator's name, else the kind of caller (an API key, the CLI). */
const actorOf = (request: FastifyRequest) => request.operatorActor.name ?? request.operatorActor.kind;

const keyOf = (request: FastifyRequest, id: number) => ({ merchantId: guarded(request).merchant.id, memberId: id });
type OperatorApp = Parameters<FastifyPluginAsyncZod<KycDeps>>[0];

/** What the reviewer reads: the queues, one player's verification, the stored files (only of the operator's merchant). */
function readRoutes(app: OperatorApp, deps: KycDeps) {
  app.get(
    operatorPath(API.operatorKycReviews),
    {
      config: { access: 'kyc.read' },
      schema: { querystring: kycReviewsQuerySchema, response: { 200: successEnvelope(z.array(kycReviewSchema)), ...errorResponses } },
    },
    async (request, reply) => {
      const { list, total } = await reviewQueue(deps, guarded(request).merchant.id, request.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return ok(list);
    },
  );

  app.get(
    operatorPath(API.operatorPlayerKyc),
    { config: { access: 'kyc.read' }, schema: { querystring: noQuery, params: playerParamsSchema, response: reviewResponse } },
    async (request) => ok(await memberReview(deps, keyOf(request, request.params.id))),
  );

  // The bytes as stored (no envelope), typed by what their first bytes were; never cached, never sniffed by the browser.
  app.get(
    operatorPath(API.operatorKycFile),
    { config: { access: 'kyc.read' }, schema: { querystring: noQuery, params: kycFileParamsSchema } },
    async (request, reply) => {
      const file = await fileOf(deps, guarded(request).merchant.id, request.params.id);
      return reply
        .type(file.contentType)
        .header('content-length', file.bytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
}

/** The operator's decisions, each audited by the operator scope with the state before it. */
function decisionRoutes(app: OperatorApp, deps: KycDeps) {
  app.post(
    operatorPath(API.operatorPlayerKycDocument),
    {
      config: { access: 'kyc.manage' },
      schema: { querystring: noQuery, params: playerParamsSchema, body: kycDocumentDecisionSchema, response: reviewResponse },
    },
    async (request) => {
      const key = keyOf(request, request.params.id);
      const before = await memberReview(deps, key);
      request.auditBefore = { document: before.document, verifiedAt: before.verifiedAt };
      await decideDocument(deps, key, request.body, actorOf(request));
      const after = await memberReview(deps, key);
      request.log.warn(
        { memberId: key.memberId, document: after.document.state, verified: after.verifiedAt !== null },
        'operator decided an identity document',
      );
      return ok(after);
    },
  );

  app.post(
    operatorPath(API.operatorPlayerKycRevoke),
    {
      config: { access: 'kyc.manage' },
      schema: { querystring: noQuery, params: playerParamsSchema, body: kycRevokeBodySchema, response: reviewResponse },
    },
    async (request) => {
      const key = keyOf(request, request.params.id);
      const before = await memberReview(deps, key);
      request.auditBefore = { verifiedAt: before.verifiedAt, liveness: before.liveness.state, document: before.document.state };
      await revoke(deps, key, request.body.reason, actorOf(request));
      request.log.warn({ memberId: key.memberId, reason: request.body.reason }, 'operator revoked a verified identity');
      return ok(await memberReview(deps, key));
    },
  );
}

/** The back office's identity reviews: reading them (kyc.read) and deciding (kyc.manage). */
export const kycOperatorRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, deps) => {
  readRoutes(app, deps);
  decisionRoutes(app, deps);
};
