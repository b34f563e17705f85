import * as protection from '../protection/protection.service.js';
import { closeCase, refundOpenBets } from './barred-block.js';
import { claimDueRun, runSweep } from './barred-sweep.js';
import type { BarredDeps, BarredMerchant } from './barred.deps.js';
import * as repo from './barred.repository.js';
import type { JobScheduler, PeriodicJob } from '../../infra/jobs/job-queue.js';

/** Blocked accounts handled per pass; the rest wait for the next pass (a few minutes later). */
const CASES_PER_PASS = 200;

/**
 * One pass for a merchant, run by every process (the claims make each piece happen once): close the blocked accounts
 * whose deadline passed, refund what is still open for the others (a bet that raced the block, a refund a crash left
 * undone), then, where the profile requires the check, the sweep of the whole base when it is due. Closures and
 * refunds go on whatever the profile: a block, once made, runs its course.
 */
export async function runDue(deps: BarredDeps, merchant: BarredMerchant): Promise<void> {
  for (const due of await repo.blockedCases(deps.db, merchant.id, CASES_PER_PASS, new Date(deps.clock()))) await closeCase(deps, due);
  for (const blocked of await repo.blockedCases(deps.db, merchant.id, CASES_PER_PASS)) await refundOpenBets(deps, blocked);
  if (!(await protection.barredChecksRequired(deps, merchant.id))) return;
  const run = await claimDueRun(deps, merchant);
  if (run) await runSweep(deps, merchant, run);
}

/** The queued job: a pass due every `intervalMs` (0: none; tests call runDue), run by one process at a time. */
export function startBarredJobs(
  deps: BarredDeps,
  merchant: () => Promise<BarredMerchant>,
  intervalMs: number,
  jobs: JobScheduler,
): PeriodicJob {
  return jobs.add({ name: 'barred-persons', intervalMs, pass: () => merchant().then((m) => runDue(deps, m)) });
}
