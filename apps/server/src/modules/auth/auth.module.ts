import fp from 'fastify-plugin';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import type { SealContext } from '../crypto/sealed-body.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { authRoutes } from './auth.routes.js';

export interface AuthModuleOptions extends SealContext, PhoneProofDeps {
  requireHuman: HumanCheckGuard;
}

/** Login (password, trial), logout and password change; every request gets an `auth` slot the session guards fill. */
export const authModule = fp<AuthModuleOptions>(
  async (app, deps) => {
    app.decorateRequest('auth', null);
    await app.register(authRoutes, deps);
  },
  { name: 'auth' },
);
