import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createFileStore } from '../../infra/file-store/create-file-store.js';
import { contentFileRoutes, contentImageOperatorRoutes } from './content-images.routes.js';
import { contentOperatorRoutes } from './content-operator.routes.js';
import { contentRoutes } from './content.routes.js';

export interface ContentModuleOptions extends ServiceDeps {
  config: Pick<AppConfig, 'fileStore'>;
  operator: OperatorRoutes;
}

/** Announcements, banners and help as players read them; the operator writes them and uploads their images. */
export const contentModule = fp<ContentModuleOptions>(
  async (app, { operator, config, ...deps }) => {
    const store = await createFileStore(config.fileStore);
    await app.register(contentRoutes, deps);
    await app.register(contentFileRoutes, { store });
    operator.add(contentOperatorRoutes, { db: deps.db });
    operator.add(contentImageOperatorRoutes, { store });
  },
  { name: 'content' },
);
