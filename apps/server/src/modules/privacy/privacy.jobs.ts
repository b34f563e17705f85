import type { PrivacyDeps } from './privacy.deps.js';
import { deleteExpiredFiles, runDueExports } from './export-runs.js';
import type { JobScheduler, PeriodicJob } from '../../infra/jobs/job-queue.js';

/**
 * One pass: write every copy this process can claim (asked and not yet written by the process that took the request,
 * failed and due for a retry, or left by a dead process), then delete the files past their 7 days. Every process
 * runs it; the claims make each copy be written once.
 */
export async function runDue(deps: PrivacyDeps): Promise<void> {
  await runDueExports(deps);
  await deleteExpiredFiles(deps);
}

/** The queued job: a pass due every `intervalMs` (0: none; tests call runDue), run by one process at a time. */
export function startPrivacyJobs(deps: PrivacyDeps, intervalMs: number, jobs: JobScheduler): PeriodicJob {
  return jobs.add({ name: 'privacy', intervalMs, pass: () => runDue(deps) });
}
