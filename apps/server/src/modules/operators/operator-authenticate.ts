import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATOR_PERMISSIONS, type OperatorRole } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { OperatorActor } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { liveApiKey } from './api-keys.service.js';
import { liveSession } from './operator-sessions.js';
import * as repository from './operators.repository.js';
import { permissionsOf } from './role-matrix.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator's session token and whether they must choose a new password first. */
    operatorSession?: { token: string; mustChangePassword: boolean };
  }
}

const CLI_PERMISSIONS = new Set(OPERATOR_PERMISSIONS);

/**
 * Who calls (`Authorization: Bearer …`): an operator's session (`ops_…`, 30 minutes idle), an API key (`opk_…`, its
 * role), or the installation's OPERATOR_TOKEN, kept only for the bootstrap command line (`npm run ops`: creating the
 * first operator, checks) and so accepted only from this machine (the address after TRUST_PROXY). The role's
 * permissions are read on every call: a matrix edit or a revocation holds at the next request on every process.
 */
export function createOperatorAuthenticator(deps: ServiceDeps, installationToken: string) {
  const expected = digest(installationToken);
  return async (request: FastifyRequest): Promise<OperatorActor> => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const credential = match?.[1] ?? '';
    const merchant = guarded(request).merchant;
    if (credential.startsWith('ops_')) {
      const session = await liveSession(deps, credential, merchant.id, 'full');
      const operator = await repository.findOperator(deps.db, merchant.id, session.operatorId);
      if (!operator || operator.status !== 'active') throw new AppError('operator.session.expired');
      request.operatorSession = { token: credential, mustChangePassword: operator.mustChangePassword };
      const role = operator.role as OperatorRole;
      return {
        kind: 'operator',
        id: operator.id,
        name: operator.username,
        role,
        permissions: await permissionsOf(deps, merchant.id, role),
      };
    }
    if (credential.startsWith('opk_')) {
      const key = await liveApiKey(deps, merchant.id, credential);
      if (!key) throw new AppError('operator.unauthorized');
      const role = key.role as OperatorRole;
      return { kind: 'api-key', id: key.id, name: key.name, role, permissions: await permissionsOf(deps, merchant.id, role) };
    }
    if (match && timingSafeEqual(digest(credential), expected) && isLoopback(request.ip)) {
      return { kind: 'cli', id: null, name: null, role: null, permissions: CLI_PERMISSIONS };
    }
    throw new AppError('operator.unauthorized');
  };
}
