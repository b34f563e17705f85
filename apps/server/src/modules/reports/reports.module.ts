import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { startPeriodicJob } from '../../infra/periodic-job.js';
import type { ReportsDeps } from './reports.service.js';
import { createReportsFold, type ReportsFold } from './reports.fold.js';
import { reportsRoutes } from './reports.routes.js';

export interface ReportsModuleOptions extends ReportsDeps {
  operator: OperatorRoutes;
  /** How often each process tries to fold new events (REPORTS_FOLD_INTERVAL_MS); 0: never (tests call the pass). */
  foldIntervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: { fold: ReportsFold };
  }
}

/** Reports (issue 31 item 7): daily rollups kept by a fold of queued events, and the operator's report calls. */
export const reportsModule = fp<ReportsModuleOptions>(
  async (app, { operator, foldIntervalMs, ...deps }) => {
    operator.add(reportsRoutes, deps);
    const fold = createReportsFold(deps.db);
    const job = startPeriodicJob('reports fold', fold.pass, foldIntervalMs, app.log);
    app.decorate('reports', { fold });
    app.addHook('onClose', () => job.stop());
  },
  { name: 'reports' },
);
