import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { accountRoutes } from './account.routes.js';
import type { PayoutAccountCounter } from './account.service.js';
import { memberStatusRoutes } from './member-status.routes.js';

export interface AccountModuleOptions extends ServiceDeps {
  /** The payments module's count of the member's payout accounts. */
  countPayoutAccounts: PayoutAccountCounter;
  operator: OperatorRoutes;
}

/** The security centre and "my account"; the operator disables or re-enables members. */
export const accountModule = fp<AccountModuleOptions>(
  async (app, { operator, countPayoutAccounts, ...deps }) => {
    await app.register(accountRoutes, { ...deps, countPayoutAccounts });
    operator.add(memberStatusRoutes, deps);
  },
  { name: 'account' },
);
