import type { JobScheduler, PeriodicJob } from '../../infra/jobs/job-queue.js';
import { settleCashback } from './cashback.service.js';
import type { PromotionsDeps } from './promotions.deps.js';
import { settleAll } from './promotions.service.js';
import { settleAllReferrals } from './referral.service.js';

/**
 * Turns met wagering into cash and forfeits expired bonuses without waiting
 * for the member to look (the member's own reads do it too), pays the
 * cashback of periods closed a few minutes ago and the referral rewards of
 * friends who qualified. A queued job, one process at a time; 0 disables it
 * (tests call settleAll).
 */
export function startPromotionJobs(deps: PromotionsDeps, intervalMs: number, jobs: JobScheduler): PeriodicJob {
  const sweep = () => Promise.all([settleAll(deps).then(() => settleAllReferrals(deps)), settleCashback(deps)]);
  return jobs.add({ name: 'promotion-sweep', intervalMs, pass: sweep });
}
