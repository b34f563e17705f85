import { API, sandboxPayPayloadSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { SandboxPsp } from './pix-sandbox.service.js';

const txidParams = z.object({ txid: text().regex(/^[a-zA-Z0-9]{26,35}$/) });
const chargeAnswer = { 200: successEnvelope(z.object({ txid: text(), status: text() })), ...errorResponses };

/**
 * The operator's (and browser tests') hands on the sandbox PSP: "a payer pays", "the charge expires". Each reads the
 * charge's status first for the audit row's `before` (null for an unknown txid, which then answers deposit.not.found).
 */
export const pixSandboxOperatorRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPsp }> = async (app, options) => {
  const statusOf = async (txid: string) => {
    const cob = await options.sandbox.provider.getCharge(txid);
    return cob ? { txid: cob.txid, status: cob.status } : null;
  };

  app.post(
    operatorPath(API.operatorSandboxPay),
    { config: { access: 'sandbox.pix' }, schema: { params: txidParams, body: sandboxPayPayloadSchema, response: chargeAnswer } },
    async (request) => {
      request.auditBefore = await statusOf(request.params.txid);
      const cob = await options.sandbox.pay(request.params.txid, request.body.delivery, request.body.delayMs);
      return ok({ txid: cob.txid, status: cob.status });
    },
  );

  app.post(
    operatorPath(API.operatorSandboxExpire),
    { config: { access: 'sandbox.pix' }, schema: { params: txidParams, response: chargeAnswer } },
    async (request) => {
      request.auditBefore = await statusOf(request.params.txid);
      const cob = await options.sandbox.expire(request.params.txid);
      return ok({ txid: cob.txid, status: cob.status });
    },
  );
};
