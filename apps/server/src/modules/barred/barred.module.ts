import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { createBackgroundTasks } from '../../infra/background.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { getMerchantByCode } from '../merchants/merchants.service.js';
import type { BarredPersonsCheck } from './barred-check.js';
import type { BarredConfig } from './barred.config.js';
import type { BarredDeps } from './barred.deps.js';
import { startBarredJobs } from './barred.jobs.js';
import { barredRoutes } from './barred.routes.js';
import { httpBarredCheck } from './http-barred-check.js';
import { sandboxBarredCheck } from './sandbox-barred-check.js';

/** The adapter BARRED_PERSONS_CHECK names (barred.config.ts refuses `http` without its URL and key). */
export function barredCheckOf(config: BarredConfig, deps: ServiceDeps): BarredPersonsCheck {
  if (config.adapter === 'http')
    return httpBarredCheck({ url: config.url ?? '', apiKey: config.apiKey ?? '', timeoutMs: config.timeoutMs });
  return sandboxBarredCheck(deps);
}

/** What registration, login and this module share, built once per app (app.ts passes it to the account modules too). */
export function barredDepsOf(config: BarredConfig, base: ServiceDeps & { ledger: Ledger; log: BarredDeps['log'] }): BarredDeps {
  return { ...base, check: barredCheckOf(config, base), withdrawalDays: config.withdrawalDays };
}

export interface BarredModuleOptions {
  deps: BarredDeps;
  merchantCode: string;
  jobIntervalMs: number;
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the CLI drive the job's pass directly; `idle` waits for an operator's sweep started in the background. */
    barred: { runDue: () => Promise<void>; idle: () => Promise<void>; deps: BarredDeps };
  }
}

/**
 * Barred persons (issue 30 item 4): the operator's calls and the job (closures after the deadline, refunds left
 * undone, the 15-day sweep of the whole base). The checks at registration and login are the account modules' calls
 * of barred-screening.ts, built from the same deps.
 */
export const barredModule = fp<BarredModuleOptions>(
  async (app, { deps, merchantCode, jobIntervalMs, operator, jobs: scheduler }) => {
    const background = createBackgroundTasks();
    operator.add(barredRoutes, { ...deps, background });
    const jobs = startBarredJobs(deps, () => getMerchantByCode(deps.db, merchantCode), jobIntervalMs, scheduler);
    app.decorate('barred', { runDue: jobs.pass, idle: () => background.idle(), deps });
    app.addHook('onClose', async () => {
      await jobs.stop();
      await background.idle();
    });
  },
  { name: 'barred' },
);
