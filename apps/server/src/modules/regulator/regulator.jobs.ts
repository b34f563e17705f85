import { addMerchantDays, merchantDayOf, merchantDayStart } from '@app/contract';
import type { RegulatorDeps, RegulatorMerchant } from './regulator.deps.js';
import { deliverDay, MAX_AUTO_DELIVERIES } from './regulator-delivery.js';
import { deleteExpired } from './regulator-retention.js';
import { claimDay } from './regulator-runs.js';
import { filesRequired, produceDay } from './regulator.service.js';
import * as repository from './regulator.repository.js';
import type { JobScheduler, PeriodicJob } from '../../infra/jobs/job-queue.js';

/** A day's files are written this long after it ends: rounds and transfers of transactions begun before midnight are in. */
export const DAY_SETTLE_MS = 15 * 60_000;
/** A process that was down catches up this many past days (yesterday included). */
export const CATCH_UP_DAYS = 3;

/** The days whose files are due at `now`: up to CATCH_UP_DAYS ended days, yesterday once it ended 15 minutes ago. */
export function dueDays(now: number): string[] {
  const today = merchantDayOf(now);
  const yesterdayDue = now >= merchantDayStart(today).getTime() + DAY_SETTLE_MS;
  const days = [];
  for (let back = yesterdayDue ? 1 : 2; back <= CATCH_UP_DAYS; back += 1) days.push(addMerchantDays(today, -back));
  return days;
}

/**
 * One pass for a merchant: under a profile that requires the files, make sure each due day has its row, run every
 * day this process can claim (pending, failed and due for a retry, abandoned by a dead process), deliver what is
 * due, and delete what is past retention. Under NONE it does nothing. Every process runs it; the claims make each
 * day's files be written once.
 */
export async function runDue(deps: RegulatorDeps, merchant: RegulatorMerchant): Promise<void> {
  if (!(await filesRequired(deps, merchant.id))) return;
  const now = deps.clock();
  for (const day of dueDays(now)) await repository.ensureSet(deps.db, merchant.id, day, deps.exporter.format);
  for (const day of await repository.claimableDays(deps.db, merchant.id, new Date(now))) {
    const run = await claimDay(deps, merchant, day, false);
    if (run) await produceDay(deps, merchant, run);
  }
  if (deps.submitter.sends) {
    for (const day of await repository.deliverableDays(deps.db, merchant.id, new Date(deps.clock()), MAX_AUTO_DELIVERIES)) {
      await deliverDay(deps, merchant, day);
    }
  }
  await deleteExpired(deps, merchant, merchantDayOf(now));
}

/** The queued job: a pass due every `intervalMs` (0: none; tests call runDue), run by one process at a time. */
export function startRegulatorJobs(
  deps: RegulatorDeps,
  merchant: () => Promise<RegulatorMerchant>,
  intervalMs: number,
  jobs: JobScheduler,
): PeriodicJob {
  return jobs.add({ name: 'regulator-files', intervalMs, pass: () => merchant().then((m) => runDue(deps, m)) });
}
