import fp from 'fastify-plugin';
import { recoveryRoutes, type RecoveryRoutesOptions } from './recovery.routes.js';

/** Password recovery by e-mail (mailed after the answer, as background work) and by a proved phone number. */
export const recoveryModule = fp<RecoveryRoutesOptions>(
  async (app, deps) => {
    app.addHook('onClose', () => deps.background.idle());
    await app.register(recoveryRoutes, deps);
  },
  { name: 'recovery' },
);
