import { API, sandboxPayPayloadSchema, sandboxPixKeyPayloadSchema, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { AppError } from '../../http/app-error.js';
import { normalizePixKey } from '../payments/pix-keys.js';
import type { SandboxPsp } from './pix-sandbox.service.js';

const txidParams = z.object({ txid: text().regex(/^[a-zA-Z0-9]{26,35}$/) });
const chargeAnswer = { 200: successEnvelope(z.object({ txid: text(), status: text() })), ...errorResponses };
const keyAnswer = {
  200: successEnvelope(z.object({ pixKeyType: text(), pixKey: text(), ownerCpf: text(), ownerName: text() })),
  ...errorResponses,
};

/**
 * The operator's (and browser tests') hands on the sandbox PSP: "a payer pays" (from the member's own account, or
 * from `payerCpf`'s), "the charge expires", "this key is this person's" (its DICT). Each reads the charge's status or
 * the key's owner first for the audit row's `before` (null for an unknown one).
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
      const { delivery, delayMs, payerCpf } = request.body;
      const cob = await options.sandbox.pay(request.params.txid, delivery, delayMs, payerCpf);
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

  app.put(
    operatorPath(API.operatorSandboxPixKeys),
    { config: { access: 'sandbox.pix' }, schema: { body: sandboxPixKeyPayloadSchema, response: keyAnswer } },
    async (request) => {
      const { pixKeyType, ownerCpf, ownerName } = request.body;
      const pixKey = normalizePixKey(pixKeyType, request.body.pixKey);
      if (!pixKey) throw new AppError('payout.account.key.invalid');
      request.auditBefore = (await options.sandbox.dict.find(pixKey)) ?? null;
      const stored = await options.sandbox.dict.register({ pixKeyType, pixKey, ownerCpf, ownerName });
      return ok({ pixKeyType: stored.pixKeyType, pixKey: stored.pixKey, ownerCpf: stored.ownerCpf, ownerName: stored.ownerName });
    },
  );
};
