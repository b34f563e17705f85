import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';
import { isGuardedApiPath, type GateState } from '../../http/request-context.js';
import * as merchants from '../merchants/merchants.service.js';
import { evaluateGate, type SystemDeps } from './system.service.js';

export interface SystemGuardOptions extends SystemDeps {
  merchantCode: string;
}

/**
 * Resolves the merchant of every API call and applies its gates before the
 * body is even read: maintenance answers 503, a refused region 403, except on
 * the routes whose `config.gate` keeps them open (status, help, operator).
 */
async function systemGuard(app: FastifyInstance, options: SystemGuardOptions): Promise<void> {
  app.decorateRequest('merchant', null);
  app.decorateRequest('gate', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isGuardedApiPath(request.url)) return;
    const host = request.hostname;
    const merchant = await merchants.resolveMerchant(options.db, { code: options.merchantCode, host });
    const gate = await evaluateGate(options, merchant, request.ip);
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
