import fp from 'fastify-plugin';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import type { SealContext } from '../crypto/sealed-body.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { authRoutes } from './auth.routes.js';
import type { TwoFactorKeys } from './two-factor-codes.js';
import { twoFactorRoutes } from './two-factor.routes.js';

export interface AuthModuleOptions extends SealContext, PhoneProofDeps {
  requireHuman: HumanCheckGuard;
  /** Seals members' TOTP secrets and keys their backup codes' hashes. */
  twoFactor: TwoFactorKeys;
}

/**
 * Login (password, trial, the two-step code), logout, password change and two-step verification; every request gets
 * an `auth` slot the session guards fill.
 */
export const authModule = fp<AuthModuleOptions>(
  async (app, deps) => {
    app.decorateRequest('auth', null);
    await app.register(authRoutes, deps);
    await app.register(twoFactorRoutes, deps);
  },
  { name: 'auth' },
);
