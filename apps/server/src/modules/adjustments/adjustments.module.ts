import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { adjustmentsOperatorRoutes } from './adjustments.routes.js';

export interface AdjustmentsModuleOptions extends ServiceDeps {
  ledger: Ledger;
  /** ADJUSTMENT_APPROVAL_ABOVE in centavos. */
  approvalAbove: bigint;
  operator: OperatorRoutes;
}

/** Manual balance adjustments under four eyes: operator calls only. */
export const adjustmentsModule = fp<AdjustmentsModuleOptions>(
  async (_app, { operator, ...deps }) => {
    operator.add(adjustmentsOperatorRoutes, deps);
  },
  { name: 'adjustments' },
);
