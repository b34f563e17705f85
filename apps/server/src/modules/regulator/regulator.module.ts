import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { createBackgroundTasks } from '../../infra/background.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import { localFileStore } from '../../infra/file-store/local-file-store.js';
import { getMerchantByCode } from '../merchants/merchants.service.js';
import { csvExporter } from './csv-exporter.js';
import type { RegulatorDeps } from './regulator.deps.js';
import { startRegulatorJobs } from './regulator.jobs.js';
import { regulatorRoutes } from './regulator.routes.js';
import { manualSubmitter } from './regulator-submitter.js';
import { sandboxSubmitter, type SandboxSubmitter } from './sandbox-submitter.js';

export interface RegulatorModuleOptions extends ServiceDeps {
  config: Pick<AppConfig, 'regulator' | 'merchantCode'>;
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the CLI drive the job's pass directly; `sandbox` is the embedded regulator when chosen. */
    regulator: { runDue: () => Promise<void>; idle: () => Promise<void>; sandbox: SandboxSubmitter | undefined };
  }
}

/**
 * Regulator files (issue 30 item 9): the daily job, the operator's calls, the local file store and the submission
 * adapter (the embedded sandbox, or `manual`: nothing sent, the operator uploads). docs/regulator-files.md.
 */
export const regulatorModule = fp<RegulatorModuleOptions>(
  async (app, { config, operator, jobs: scheduler, ...base }) => {
    const settings = config.regulator;
    const sandbox = settings.submission === 'sandbox' ? sandboxSubmitter(base, settings.sandboxFailDays) : undefined;
    const background = createBackgroundTasks();
    const deps: RegulatorDeps = {
      db: base.db,
      clock: base.clock,
      store: localFileStore(settings.filesDir),
      exporter: csvExporter,
      submitter: sandbox ?? manualSubmitter,
      log: app.log,
      background,
    };
    operator.add(regulatorRoutes, deps);
    const merchant = () => getMerchantByCode(base.db, config.merchantCode);
    const jobs = startRegulatorJobs(deps, merchant, settings.jobIntervalMs, scheduler);
    app.decorate('regulator', { runDue: jobs.pass, idle: () => background.idle(), sandbox });
    app.addHook('onClose', async () => {
      await jobs.stop();
      await background.idle();
    });
  },
  { name: 'regulator' },
);
