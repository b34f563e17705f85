import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import type { ReportsDeps } from './reports.service.js';
import { createReportsFold, type ReportsFold } from './reports.fold.js';
import { reportsRoutes } from './reports.routes.js';

export interface ReportsModuleOptions extends ReportsDeps {
  operator: OperatorRoutes;
  /** How often a fold of new events is due (REPORTS_FOLD_INTERVAL_MS); 0: never (tests call the pass). */
  foldIntervalMs: number;
  jobs: JobScheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: { fold: ReportsFold };
  }
}

/** Reports (issue 31 item 7): daily rollups kept by a fold of queued events, and the operator's report calls. */
export const reportsModule = fp<ReportsModuleOptions>(
  async (app, { operator, foldIntervalMs, jobs, ...deps }) => {
    operator.add(reportsRoutes, deps);
    const fold = createReportsFold(deps.db);
    const job = jobs.add({ name: 'reports-fold', intervalMs: foldIntervalMs, pass: fold.pass });
    app.decorate('reports', { fold });
    app.addHook('onClose', () => job.stop());
  },
  { name: 'reports' },
);
