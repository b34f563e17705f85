import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { JobQueue } from './job-queue.js';
import { jobsOperatorRoutes } from './jobs-operator.routes.js';

export interface JobsModuleOptions {
  queue: JobQueue;
  operator: OperatorRoutes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs' queue: tests take a queued pass with `work(name)` and read `statuses()`. */
    jobs: JobQueue;
  }
}

/**
 * The jobs queue's life in the app: it starts once every module has added its job (onReady) and stops with the app,
 * after waiting for the passes under way; and the operator's calls.
 */
export const jobsModule = fp<JobsModuleOptions>(
  async (app, { queue, operator }) => {
    operator.add(jobsOperatorRoutes, { queue });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.close());
  },
  { name: 'jobs' },
);
