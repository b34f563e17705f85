import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import type { PromotionsDeps } from './promotions.deps.js';
import { startPromotionJobs } from './promotions.jobs.js';
import { promotionsOperatorRoutes } from './promotions-operator.routes.js';
import { promotionsRoutes } from './promotions.routes.js';
import { referralRoutes } from './referral.routes.js';

export interface PromotionsModuleOptions extends PromotionsDeps {
  /** How often bonuses, cashback and referral rewards are settled without a member looking (0: never). */
  sweepIntervalMs: number;
  /** Browser tests only: the operator's cashback settlement may pay an open period. */
  settleOpenPeriods: boolean;
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

/** Promotions (deposit bonus, sign-in, applications, cashback) and referral; their sweep; the operator's setup. */
export const promotionsModule = fp<PromotionsModuleOptions>(
  async (app, { sweepIntervalMs, settleOpenPeriods, operator, jobs: scheduler, ...deps }) => {
    await app.register(promotionsRoutes, deps);
    await app.register(referralRoutes, deps);
    operator.add(promotionsOperatorRoutes, { ...deps, settleOpenPeriods });
    const jobs = startPromotionJobs(deps, sweepIntervalMs, scheduler);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'promotions' },
);
