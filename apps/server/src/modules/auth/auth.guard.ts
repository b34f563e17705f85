import { DEVICE_ID_HEADER, deviceIdPattern, isAgentType } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { guarded } from '../system/system.guard.js';
import { authenticate, type SessionContext } from './sessions.js';

const TRIAL_MEMBER_TYPE = 4;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession on member-only routes. */
    auth: SessionContext | null;
  }
}

/** The bearer token of a request, if any (also accepted: the SPEC's `token` header). */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return match[1];
  const header = request.headers.token;
  return typeof header === 'string' && header ? header : undefined;
}

/** onRequest hook (after the system guard) for member-only routes of any module: 401 login.not.session / login.logged.out. */
export function createSessionGuard(deps: ServiceDeps) {
  return async function requireSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new AppError('login.not.session');
    request.auth = await authenticate(deps, guarded(request).merchant.id, token, request.routeOptions.url);
  };
}

/**
 * For routes trial members may not use (deposit, inbox, chat; SPEC §6): a
 * session is required, and a trial one (type 4) answers 403 free.reject.
 */
export function createRegularMemberGuard(deps: ServiceDeps) {
  const requireSession = createSessionGuard(deps);
  return async function requireRegularMember(request: FastifyRequest): Promise<void> {
    await requireSession(request);
    if (request.auth?.isTrial || request.auth?.memberType === TRIAL_MEMBER_TYPE) throw new AppError('free.reject');
  };
}

export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw new Error('route is not behind requireSession');
  return request.auth;
}

/** Who is calling, as the account services need it. */
export function callerOf(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  const deviceId = request.headers[DEVICE_ID_HEADER];
  return {
    merchant: guarded(request).merchant,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    // A malformed id is dropped, never stored.
    deviceId: typeof deviceId === 'string' && deviceIdPattern.test(deviceId) ? deviceId : undefined,
  };
}

/**
 * onRequest hook for calls that guests may make too but whose answer depends
 * on the member (announcements with read state): a valid session sets
 * request.auth, a missing or dead one leaves it null instead of failing.
 */
export function createOptionalSession(deps: ServiceDeps) {
  return async function optionalSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) return;
    try {
      request.auth = await authenticate(deps, guarded(request).merchant.id, token, request.routeOptions.url);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.auth = null;
    }
  };
}

/**
 * Agent calls (SPEC §6, §8): a session is required, and a member whose type
 * is not an agent type answers 403 login.non.agent.
 */
export function createAgentGuard(deps: ServiceDeps) {
  const requireSession = createSessionGuard(deps);
  return async function requireAgent(request: FastifyRequest): Promise<void> {
    await requireSession(request);
    if (!request.auth || !isAgentType(request.auth.memberType)) throw new AppError('login.non.agent');
  };
}

/**
 * Member-only calls (playing games): a session is required, and an agent
 * answers 403 login.non.member (SPEC §8: non-members cannot use the member side).
 */
export function createPlayerGuard(deps: ServiceDeps) {
  const requireSession = createSessionGuard(deps);
  return async function requirePlayer(request: FastifyRequest): Promise<void> {
    await requireSession(request);
    if (request.auth && isAgentType(request.auth.memberType)) throw new AppError('login.non.member');
  };
}
