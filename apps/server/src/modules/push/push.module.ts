import fp from 'fastify-plugin';
import type { PushRoutesDeps } from './push.routes.js';
import { pushRoutes } from './push.routes.js';

/** Web push: the VAPID key, the members' browser subscriptions; delivery is push.service.ts's notifier. */
export const pushModule = fp<PushRoutesDeps>(
  async (app, deps) => {
    await app.register(pushRoutes, deps);
  },
  { name: 'push' },
);
