import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { RewardsDeps } from './rewards.deps.js';
import { rewardsOperatorRoutes } from './rewards-operator.routes.js';
import { rewardsRoutes } from './rewards.routes.js';

export interface RewardsModuleOptions extends RewardsDeps {
  operator: OperatorRoutes;
}

/** VIP level, points mall and red envelope rain; the operator sets them up. */
export const rewardsModule = fp<RewardsModuleOptions>(
  async (app, { operator, ...deps }) => {
    await app.register(rewardsRoutes, deps);
    operator.add(rewardsOperatorRoutes, deps);
  },
  { name: 'rewards' },
);
