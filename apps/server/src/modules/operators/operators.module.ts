import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { operatorAdminRoutes } from './operator-admin.routes.js';
import type { OperatorAuthDeps } from './operator-login.service.js';
import { operatorSessionRoutes } from './operator-session.routes.js';

export interface OperatorsModuleOptions extends OperatorAuthDeps {
  operator: OperatorRoutes;
}

/**
 * The back office's people and machines: signing in with two factors, operator accounts, API keys and the role ×
 * permission matrix. The scope's authentication (operator-authenticate.ts) is built by app.ts from the same deps.
 */
export const operatorsModule = fp<OperatorsModuleOptions>(
  async (_app, { operator, ...deps }) => {
    operator.add(operatorSessionRoutes, deps);
    operator.add(operatorAdminRoutes, deps satisfies ServiceDeps);
  },
  { name: 'operators' },
);
