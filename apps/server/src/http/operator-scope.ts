import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  preParsingAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { allows, type OperatorPermission, type OperatorRole, type RouteAccess } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

/** Where every operator call lives (DESIGN.md: one `/wps/operator` scope with one authentication hook). */
export const OPERATOR_PREFIX = '/wps/operator';

/** A contract path of an operator call, as a route inside the scope declares it (the scope's prefix is added back). */
export function operatorPath(url: `${typeof OPERATOR_PREFIX}/${string}`): string {
  return url.slice(OPERATOR_PREFIX.length);
}

type Registration = (scope: FastifyInstance) => Promise<unknown>;

/**
 * The list a module adds its operator plugin to while it registers (with what it built then: the chat hub, the
 * payment providers); the operator scope, registered after every module, registers them all inside itself.
 */
export interface OperatorRoutes {
  add<O extends FastifyPluginOptions>(plugin: FastifyPluginAsyncZod<O>, options: O): void;
}

export interface OperatorRouteList extends OperatorRoutes {
  /** Hands the registrations to the scope once; adding after that is a wiring mistake and throws. */
  take(): Registration[];
}

export function createOperatorRoutes(): OperatorRouteList {
  let registrations: Registration[] | undefined = [];
  return {
    add(plugin, options) {
      if (!registrations) throw new Error('operator routes added after the operator scope was registered');
      registrations.push(async (scope) => scope.register(plugin, options));
    },
    take() {
      if (!registrations) throw new Error('the operator scope is registered once');
      const taken = registrations;
      registrations = undefined;
      return taken;
    },
  };
}

/**
 * Per route and address. Credentials are 192-bit sessions and keys now, so the limit guards the server, not a secret:
 * a back office's screens and an office of operators behind one address stay well under it. The sign-in steps set
 * their own, stricter limits (and the login ladder counts every guess).
 */
export const OPERATOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/** Open through maintenance and the region rule: an operator abroad must still be able to undo `allow BR`. */
const OPERATOR_GATE = { maintenance: true, region: true } as const;

/**
 * What the scope adds to each of its routes. Both hooks go on the route itself, after the root plugins have seen
 * it, so they run where each route's own options ran them before: the rate limit (@fastify/rate-limit reads a
 * route's own limit in a root hook that has already run, so a route without one gets the operator default here,
 * counted per route and address as the plugin counts a route's own), then authentication and the permission check,
 * after @fastify/compress's decompression hook and before the body is read (a wrong credential costs no parsing).
 * A route that declares no access is a wiring mistake: the server refuses to start.
 */
function secureOperatorRoute(scope: FastifyInstance, route: RouteOptions, authorization: preParsingAsyncHookHandler): void {
  if (!route.config?.access) throw new Error(`operator route ${String(route.method)} ${route.url} declares no access`);
  route.config = { ...route.config, gate: OPERATOR_GATE };
  if (route.config.rateLimit === undefined) {
    const routeKey = `${String(route.method)}${route.url}-`;
    const limit = scope.rateLimit({ ...OPERATOR_RATE_LIMIT, keyGenerator: (request) => `${routeKey}${request.ip}` });
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  }
  if (route.config.access !== 'public') route.preParsing = [...[route.preParsing ?? []].flat(), authorization];
}

/**
 * Who makes an operator call: a signed-in operator, an API key (a machine, with its role), or the installation's
 * OPERATOR_TOKEN (`cli`: the bootstrap command line, accepted only from this machine). Set by the scope's
 * authentication before the route runs; `permissions` is the role's row of the matrix (every permission for `cli`).
 */
export interface OperatorActor {
  kind: 'operator' | 'api-key' | 'cli';
  id: number | null;
  name: string | null;
  role: OperatorRole | null;
  permissions: ReadonlySet<OperatorPermission>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs (contract backoffice/permissions.ts); every route of the operator scope declares it. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The caller of an operator route (see OperatorActor); undefined outside the operator scope. */
    operatorActor: OperatorActor;
    /**
     * The audit hook: an operator route that changes an object may set what the object was before the change; the
     * audit row records it as `before` (null when the route does not set it).
     */
    auditBefore: unknown;
    /** Set by a route that answered success but changed nothing (a dry run, a file refused row by row): no row. */
    auditSkip: boolean;
  }
}

/** Records a call of the scope that changed something (the audit module's `createOperatorAudit`); never throws. */
export type OperatorAudit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface OperatorScopeOptions extends FastifyPluginOptions {
  /** Finds who calls (modules/operators: a session, an API key, the CLI's token) or throws `operator.unauthorized`. */
  authenticate: (request: FastifyRequest) => Promise<OperatorActor>;
  routes: OperatorRouteList;
  /** Appends each successful POST, PUT, PATCH and DELETE of the scope to the audit log before its answer leaves. */
  audit: OperatorAudit;
}

/**
 * The one operator scope (registered with the prefix `/wps/operator`): every module's operator calls register inside
 * it. Each route declares its access (`config.access`: a permission, `self` or `public`); one hook authenticates the
 * caller (request.operatorActor) and checks the permission against the caller's role, before the body is read. An
 * operator who must choose a new password reaches only `self` routes until they do. Every successful call that
 * changes something is appended to the audit log (modules/audit) before its answer is sent.
 */
export const operatorScope: FastifyPluginAsync<OperatorScopeOptions> = async (scope, { authenticate, routes, audit }) => {
  const authorization: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const actor = await authenticate(request);
    request.operatorActor = actor;
    const access = request.routeOptions.config.access ?? 'public';
    if (!allows(actor.permissions, access)) throw new AppError('operator.permission.denied');
    if (request.operatorSession?.mustChangePassword && access !== 'self') throw new AppError('operator.password.change.required');
    return payload;
  };
  scope.addHook('onRoute', (route) => secureOperatorRoute(scope, route, authorization));
  scope.decorateRequest('auditBefore', null);
  scope.decorateRequest('auditSkip', false);
  scope.decorateRequest('operatorActor', undefined as unknown as OperatorActor);
  // onSend, not onResponse: the row is written before the success leaves, so an answered action has its row.
  scope.addHook('onSend', async (request, reply, payload) => {
    await audit(request, reply);
    return payload;
  });
  for (const register of routes.take()) await register(scope);
};
