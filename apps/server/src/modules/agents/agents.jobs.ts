import type { FastifyBaseLogger } from 'fastify';
import type { JobScheduler, PeriodicJob } from '../../infra/jobs/job-queue.js';
import type { AgentDeps } from './agents.deps.js';
import { lastFinished } from './periods.js';
import { settle, type SettleKind } from './settlement.service.js';

/**
 * The scheduled settlement: every run pays the last finished day (salary,
 * dividend, rebate) and hour (hourly) of every merchant that has agents.
 * Runs are idempotent per (agent, kind, period), so a repeated or retried
 * run pays nothing twice; the queue runs one at a time across processes.
 * 0 disables the job (tests and the operator call settle() themselves).
 */
export function startAgentJobs(
  deps: AgentDeps & { log: FastifyBaseLogger; merchantIds: () => Promise<number[]> },
  intervalMs: number,
  jobs: JobScheduler,
): PeriodicJob {
  const runOnce = async () => {
    const now = deps.clock();
    const plan: Array<[SettleKind, string]> = [
      ['salary', lastFinished('day', now)],
      ['dividend', lastFinished('day', now)],
      ['rebate', lastFinished('day', now)],
      ['hourly', lastFinished('hour', now)],
    ];
    for (const merchantId of await deps.merchantIds()) {
      for (const [kind, period] of plan) {
        const result = await settle(deps, merchantId, kind, period, { kind: 'job' });
        if (result.failed > 0) deps.log.error({ merchantId, kind, period, runId: result.runId }, 'agent settlement run had failed payouts');
      }
    }
  };
  return jobs.add({ name: 'agent-settlement', intervalMs, pass: runOnce });
}
