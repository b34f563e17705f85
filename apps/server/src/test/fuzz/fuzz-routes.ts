import {
  API,
  catalogueImportBodySchema,
  catalogueRowSchema,
  loginPayloadSchema,
  loginTwoFactorPayloadSchema,
  mobileRegisterPayloadSchema,
  registerPayloadSchema,
  SEAMLESS_PREFIX,
  sealedBodySchema,
  setPasswordByPhonePayloadSchema,
  socialLoginPayloadSchema,
  trialPayloadSchema,
} from '@app/contract';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { FuzzRoute, Auth } from './fuzz-requests.js';

/** Sealed routes validate `{ data }` in the schema and their payload in the handler (openSealed): the payload schemas. */
const sealedPayloads: Record<string, z.ZodType> = {
  [API.login]: loginPayloadSchema,
  [API.trial]: trialPayloadSchema,
  [API.register]: registerPayloadSchema,
  [API.registerMobile]: mobileRegisterPayloadSchema,
  [API.setPasswordByPhone]: setPasswordByPhonePayloadSchema,
  [API.socialLogin]: socialLoginPayloadSchema,
  [API.loginTwoFactor]: loginTwoFactorPayloadSchema,
};

/** Bodies whose parts the handler checks (catalogue rows, one problem report per row): what to break inside them. */
const handlerBodies: Record<string, z.ZodType> = {
  [API.operatorGameImport]: catalogueImportBodySchema.extend({ rows: z.array(catalogueRowSchema).max(50_000) }),
};

/** Path and wildcard parameters of a route's URL, e.g. ["orderNo"] or ["*"]. */
const paramNamesOf = (url: string) => [...url.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');

function authOf(url: string): Auth {
  if (url.startsWith('/wps/operator')) return 'operator';
  if (url.startsWith(SEAMLESS_PREFIX)) return 'seamless';
  if (url.startsWith(API.pixWebhook)) return 'pix-webhook';
  if (url.startsWith('/wps/agent/')) return 'agent';
  return 'member';
}

/**
 * What the fuzzer needs of a route as Fastify saw it: method, URL, the zod
 * schemas of its params, query and body (the sealed payload's too), and how
 * its caller authenticates. HEAD routes are skipped: Fastify makes them from
 * the GET routes, with the same schemas and handler.
 */
export function fuzzRoutesOf(routes: RouteOptions[]): { routes: FuzzRoute[]; problems: string[] } {
  const problems: string[] = [];
  const seen = new Map<string, FuzzRoute>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || seen.has(`${method} ${route.url}`)) continue;
      const schema = (route.schema ?? {}) as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
      const sealed = schema.body === sealedBodySchema;
      const payload = sealedPayloads[route.url];
      if (sealed && !payload)
        problems.push(`${method} ${route.url} is sealed but the fuzzer does not know its payload schema (add it to sealedPayloads)`);
      const body = handlerBodies[route.url] ?? schema.body;
      seen.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        schemas: {
          ...(schema.params && { params: schema.params }),
          ...(schema.querystring && { querystring: schema.querystring }),
          ...(body && { body }),
          ...(sealed && payload && { payload }),
        },
        paramNames: paramNamesOf(route.url),
        auth: authOf(route.url),
        sealed,
        humanCheck: sealed && route.preHandler !== undefined,
      });
    }
  }
  return { routes: [...seen.values()], problems };
}
