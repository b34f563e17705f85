import fp from 'fastify-plugin';
import type { ServiceDeps } from '../../infra/deps.js';
import { activityRoutes } from './activity.routes.js';

/** The player's own statement (issue 30 item 8): it owns no table and reads the views of the modules that do. */
export const activityModule = fp<ServiceDeps>(
  async (app, deps) => {
    await app.register(activityRoutes, deps);
  },
  { name: 'activity' },
);
