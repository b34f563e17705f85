import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { contentOperatorRoutes } from './content-operator.routes.js';
import { contentRoutes } from './content.routes.js';

export interface ContentModuleOptions extends ServiceDeps {
  operator: OperatorRoutes;
}

/** Announcements, banners and help as players read them; the operator writes them. */
export const contentModule = fp<ContentModuleOptions>(
  async (app, { operator, ...deps }) => {
    await app.register(contentRoutes, deps);
    operator.add(contentOperatorRoutes, { db: deps.db });
  },
  { name: 'content' },
);
