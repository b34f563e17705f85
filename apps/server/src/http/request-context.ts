import type { Merchant } from '../modules/merchants/merchants.service.js';

/** Which merchant-wide gates a route stays open through (SPEC §4 system status). */
export interface GateExemptions {
  maintenance?: boolean;
  region?: boolean;
}

export interface GateState {
  maintenance: boolean;
  regionRestricted: boolean;
  country: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for API paths by the system guard before any handler runs. */
    merchant: Merchant | null;
    gate: GateState | null;
  }
  interface FastifyContextConfig {
    gate?: GateExemptions;
  }
}

/** Paths that belong to the API (player calls), never to the web app. */
const guardedPrefixes = ['/wps/', '/lgw/'];

export function isGuardedApiPath(url: string): boolean {
  return guardedPrefixes.some((prefix) => url.startsWith(prefix));
}
