import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';
import { isGuardedApiPath, type GateState } from '../../http/request-context.js';
import * as merchants from '../merchants/merchants.service.js';
import type { SettingsBus } from '../merchants/settings-bus.js';
import { evaluateGate, gateSwitches, type GateSwitches, type SystemDeps } from './system.service.js';

export interface SystemGuardOptions extends SystemDeps {
  merchantCode: string;
  /**
   * Tells the guard when settings change (here or on another process): it drops its copies of the merchants and gate
   * switches at once. Its `ttlMs` bounds how long a copy is trusted when no message comes.
   */
  bus: SettingsBus;
}

interface HostEntry {
  merchant: merchants.Merchant;
  switches: GateSwitches;
  at: number;
}

/**
 * Resolves the merchant of every API call and applies its gates before the
 * body is even read: maintenance answers 503, a refused region 403, except on
 * the routes whose `config.gate` keeps them open (status, help, operator).
 */
async function systemGuard(app: FastifyInstance, options: SystemGuardOptions): Promise<void> {
  const hosts = new Map<string, HostEntry>();
  const loading = new Map<string, Promise<HostEntry>>();
  let generation = 0;
  const load = async (host: string): Promise<HostEntry> => {
    const started = generation;
    const merchant = await merchants.resolveMerchant(options.db, { code: options.merchantCode, host });
    const entry = { merchant, switches: await gateSwitches(options, merchant), at: Date.now() };
    if (started !== generation) return entry;
    // The Host header is the client's to choose; a flood of made-up hosts only empties the map.
    if (hosts.size >= 1_000) hosts.clear();
    hosts.set(host, entry);
    return entry;
  };
  const entryFor = (host: string): Promise<HostEntry> => {
    const entry = hosts.get(host);
    if (entry && Date.now() - entry.at < options.bus.ttlMs) return Promise.resolve(entry);
    let pending = loading.get(host);
    if (!pending) {
      pending = load(host).finally(() => loading.delete(host));
      loading.set(host, pending);
    }
    return pending;
  };
  // Merchants are few and changes rare: any change drops every host's copy.
  const unsubscribe = options.bus.subscribe(() => {
    generation += 1;
    hosts.clear();
    loading.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.decorateRequest('merchant', null);
  app.decorateRequest('gate', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isGuardedApiPath(request.url)) return;
    const { merchant, switches } = await entryFor(request.hostname.toLowerCase().slice(0, 253));
    const gate = evaluateGate(options, switches, request.ip);
    request.merchant = merchant;
    request.gate = gate;
    const open = request.routeOptions.config.gate ?? {};
    if (gate.maintenance && !open.maintenance) throw new AppError('system.maintenance');
    if (gate.regionRestricted && !open.region) throw new AppError('access.denied.location');
  });
}

export default fp(systemGuard, { name: 'system-guard' });

/** For handlers behind the guard: the merchant and gate it resolved. */
export function guarded(request: FastifyRequest): { merchant: merchants.Merchant; gate: GateState } {
  if (!request.merchant || !request.gate) throw new Error('route is not behind the system guard');
  return { merchant: request.merchant, gate: request.gate };
}
