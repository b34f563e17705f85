import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { createBackgroundTasks } from '../../infra/background.js';
import { localFileStore } from '../../infra/file-store/local-file-store.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import type { ProtectionDeps } from '../protection/protection.service.js';
import type { PrivacyDeps } from './privacy.deps.js';
import { startPrivacyJobs } from './privacy.jobs.js';
import { privacyOperatorRoutes } from './privacy-operator.routes.js';
import { privacyRoutes } from './privacy.routes.js';

export interface PrivacyModuleOptions extends ProtectionDeps {
  config: Pick<AppConfig, 'privacy'>;
  ledger: PrivacyDeps['ledger'];
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests drive the job's pass and wait for the copies being written after an answer. */
    privacy: { runDue: () => Promise<void>; idle: () => Promise<void> };
  }
}

/**
 * Personal data under the LGPD (issue 30 item 10): the player's copy of their data and closure request, the back
 * office's list and decisions, the job that writes copies and deletes them after 7 days. The copies live in the
 * local file store (PRIVACY_FILES_DIR) like the regulator files.
 */
export const privacyModule = fp<PrivacyModuleOptions>(
  async (app, { config, operator, jobs: scheduler, ...base }) => {
    const background = createBackgroundTasks();
    const deps: PrivacyDeps = { ...base, store: localFileStore(config.privacy.filesDir), log: app.log, background };
    await app.register(privacyRoutes, deps);
    operator.add(privacyOperatorRoutes, deps);
    const jobs = startPrivacyJobs(deps, config.privacy.jobIntervalMs, scheduler);
    app.decorate('privacy', { runDue: jobs.pass, idle: () => background.idle() });
    app.addHook('onClose', async () => {
      await jobs.stop();
      await background.idle();
    });
  },
  { name: 'privacy' },
);
