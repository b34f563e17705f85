import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  preParsingAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_RATE_LIMIT, createOperatorAuth } from './operator-auth.js';

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

/** Open through maintenance and the region rule: an operator abroad must still be able to undo `allow BR`. */
const OPERATOR_GATE = { maintenance: true, region: true } as const;

/**
 * What the scope adds to each of its routes. Both hooks go on the route itself, after the root plugins have seen
 * it, so they run where each route's own options ran them before: the rate limit (@fastify/rate-limit reads a
 * route's own limit in a root hook that has already run, so a route without one gets the operator default here,
 * counted per route and address as the plugin counts a route's own), then authentication, after @fastify/compress's
 * decompression hook and before the body is read (a wrong token costs no parsing).
 */
function secureOperatorRoute(scope: FastifyInstance, route: RouteOptions, authentication: preParsingAsyncHookHandler): void {
  route.config = { ...route.config, gate: OPERATOR_GATE };
  if (route.config.rateLimit === undefined) {
    const routeKey = `${String(route.method)}${route.url}-`;
    const limit = scope.rateLimit({ ...OPERATOR_RATE_LIMIT, keyGenerator: (request) => `${routeKey}${request.ip}` });
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  }
  route.preParsing = [...[route.preParsing ?? []].flat(), authentication];
}

declare module 'fastify' {
  interface FastifyRequest {
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
  token: string;
  routes: OperatorRouteList;
  /** Appends each successful POST, PUT, PATCH and DELETE of the scope to the audit log before its answer leaves. */
  audit: OperatorAudit;
}

/**
 * The one operator scope (registered with the prefix `/wps/operator`): every module's operator calls register inside
 * it and pass its one authentication hook, today the operator bearer token. Operator accounts, roles and permissions
 * (the back office) plug in here: `authenticate` becomes the session or API-key check, and the same hook checks the
 * permission each route declares in its config (`request.routeOptions.config`). Every successful call that changes
 * something is appended to the audit log (modules/audit) before its answer is sent.
 */
export const operatorScope: FastifyPluginAsync<OperatorScopeOptions> = async (scope, { token, routes, audit }) => {
  const authenticate = createOperatorAuth(token);
  const authentication: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    await authenticate(request);
    return payload;
  };
  scope.addHook('onRoute', (route) => secureOperatorRoute(scope, route, authentication));
  scope.decorateRequest('auditBefore', null);
  scope.decorateRequest('auditSkip', false);
  // onSend, not onResponse: the row is written before the success leaves, so an answered action has its row.
  scope.addHook('onSend', async (request, reply, payload) => {
    await audit(request, reply);
    return payload;
  });
  for (const register of routes.take()) await register(scope);
};
