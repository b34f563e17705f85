import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import { reconcileDeposits } from './deposit-credit.js';
import type { PaymentsDeps } from './payments.deps.js';
import { redriveApproved } from './withdrawal-decisions.js';

/**
 * The queued job: re-read pending deposits (a lost webhook still credits,
 * expired charges are closed) and re-drive approved withdrawals whose payout
 * result was lost, one process at a time; 0 disables the job (tests call the
 * functions themselves).
 */
export function startPaymentJobs(deps: PaymentsDeps, intervalMs: number, jobs: JobScheduler) {
  const reconcile = () => reconcileDeposits(deps);
  const redrive = () => redriveApproved(deps);
  const job = jobs.add({ name: 'pix-reconcile', intervalMs, pass: () => Promise.all([reconcile(), redrive()]) });
  return { reconcile, redrive, stop: job.stop };
}
