import {
  API,
  operatorLoginBodySchema,
  operatorLoginStepSchema,
  operatorMeSchema,
  operatorPasswordBodySchema,
  operatorSessionSchema,
  operatorTotpBodySchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { changeOwnPassword, operatorMe } from './operator-accounts.service.js';
import { passwordStep, totpStep, type OperatorAuthDeps } from './operator-login.service.js';
import { endSession } from './operator-sessions.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
/** Each sign-in step per address: a person types a few; the ladder counts each guess per account besides. */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const callerOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceId: typeof request.headers['x-device-id'] === 'string' ? request.headers['x-device-id'].slice(0, 100) : undefined,
});

function signedIn(request: FastifyRequest): { operatorId: number; token: string } {
  const actor = request.operatorActor;
  if (actor.kind !== 'operator' || actor.id === null || !request.operatorSession) throw new AppError('operator.session.expired');
  return { operatorId: actor.id, token: request.operatorSession.token };
}

/** Signing in (password, then the authenticator's code), who am I, my password, signing out. */
export const operatorSessionRoutes: FastifyPluginAsyncZod<OperatorAuthDeps> = async (app, deps) => {
  app.post(
    operatorPath(API.operatorSession),
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { body: operatorLoginBodySchema, response: answer(operatorLoginStepSchema) },
    },
    async (request) => {
      // Half a sign-in is no action: the audit row is written when the second factor completes it.
      request.auditSkip = true;
      return ok(await passwordStep(deps, guarded(request).merchant, callerOf(request), request.body));
    },
  );

  app.post(
    operatorPath(API.operatorSessionTotp),
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { body: operatorTotpBodySchema, response: answer(operatorSessionSchema) },
    },
    async (request) => {
      const merchant = guarded(request).merchant;
      const { token, operatorId } = await totpStep(deps, merchant.id, callerOf(request), request.body.ticket, request.body.code);
      const me = await operatorMe(deps, merchant, operatorId);
      request.operatorActor = { kind: 'operator', id: me.id, name: me.username, role: me.role, permissions: new Set(me.permissions) };
      return ok({ token, me });
    },
  );

  app.delete(
    operatorPath(API.operatorSession),
    { config: { access: 'self' }, schema: { response: answer(z.object({})) } },
    async (request) => {
      if (request.operatorSession) await endSession(deps, request.operatorSession.token, 'logout');
      return ok({});
    },
  );

  app.get(operatorPath(API.operatorMe), { config: { access: 'self' }, schema: { response: answer(operatorMeSchema) } }, async (request) =>
    ok(await operatorMe(deps, guarded(request).merchant, signedIn(request).operatorId)),
  );

  app.post(
    operatorPath(API.operatorMePassword),
    { config: { access: 'self' }, schema: { body: operatorPasswordBodySchema, response: answer(z.object({})) } },
    async (request) => {
      const { operatorId, token } = signedIn(request);
      const session = { merchantId: guarded(request).merchant.id, operatorId, token, ip: request.ip };
      await changeOwnPassword(deps, session, request.body.oldPassword, request.body.newPassword);
      return ok({});
    },
  );
};
