import {
  API,
  kycSandboxSchema,
  kycSandboxSwitchesSchema,
  sandboxCpfBodySchema,
  sandboxCpfParamsSchema,
  sandboxCpfRecordSchema,
  successEnvelope,
  text,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { KycDeps } from './kyc.deps.js';
import { deleteSandboxRecord, findSandboxRecord, putSandboxRecord, sandboxView, setSandboxSwitches } from './kyc-sandbox.service.js';

const noQuery = z.object({}).strict();
const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/**
 * The embedded sandboxes as the operator drives them: the CPF register's records (any status, name and birth date)
 * and the switches that make the register unreachable or every selfie fail. Each change is audited with what it
 * replaced. Writing is refused while a real register runs (kyc.sandbox.only).
 */
export const kycSandboxRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorKycSandbox),
    { config: { access: 'kyc.read' }, schema: { querystring: noQuery, response: answer(kycSandboxSchema) } },
    async (request) => ok(await sandboxView(deps, guarded(request).merchant.id)),
  );

  app.put(
    operatorPath(API.operatorKycSandboxSwitches),
    {
      config: { access: 'kyc.manage' },
      schema: { querystring: noQuery, body: kycSandboxSwitchesSchema, response: answer(kycSandboxSwitchesSchema) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = (await sandboxView(deps, merchantId)).switches;
      return ok(await setSandboxSwitches(deps, merchantId, request.body));
    },
  );

  app.put(
    operatorPath(API.operatorKycSandboxCpf),
    {
      config: { access: 'kyc.manage' },
      schema: {
        querystring: noQuery,
        params: sandboxCpfParamsSchema,
        body: sandboxCpfBodySchema,
        response: answer(sandboxCpfRecordSchema),
      },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await findSandboxRecord(deps, merchantId, request.params.cpf);
      return ok(await putSandboxRecord(deps, merchantId, request.params.cpf, request.body));
    },
  );

  app.delete(
    operatorPath(API.operatorKycSandboxCpf),
    {
      config: { access: 'kyc.manage' },
      schema: { querystring: noQuery, params: sandboxCpfParamsSchema, response: answer(z.object({ cpf: text() })) },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = await findSandboxRecord(deps, merchantId, request.params.cpf);
      await deleteSandboxRecord(deps, merchantId, request.params.cpf);
      return ok({ cpf: request.params.cpf });
    },
  );
};
