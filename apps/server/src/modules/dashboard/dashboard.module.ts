import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { dashboardOperatorRoutes } from './dashboard.routes.js';

export interface DashboardModuleOptions extends ServiceDeps {
  operator: OperatorRoutes;
}

/** The back office's dashboard: one operator call reading the other modules' views. */
export const dashboardModule = fp<DashboardModuleOptions>(
  async (_app, { operator, ...deps }) => {
    operator.add(dashboardOperatorRoutes, deps);
  },
  { name: 'dashboard' },
);
