import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { protectionOperatorRoutes } from './protection-operator.routes.js';
import { protectionRoutes } from './protection.routes.js';
import type { ProtectionDeps } from './protection.service.js';

export interface ProtectionModuleOptions extends ProtectionDeps {
  operator: OperatorRoutes;
}

/** Responsible gaming: the player's limits, pause and self-exclusion, and the operator's exclusion (issue 30). */
export const protectionModule = fp<ProtectionModuleOptions>(
  async (app, { operator, ...deps }) => {
    await app.register(protectionRoutes, deps);
    operator.add(protectionOperatorRoutes, deps);
  },
  { name: 'protection' },
);
