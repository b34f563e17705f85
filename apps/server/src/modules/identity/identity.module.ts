import fp from 'fastify-plugin';
import type { IdentityConfig } from '../../config.js';
import type { SealContext } from '../crypto/sealed-body.js';
import type { IdTokenVerifier } from './id-token.js';
import { identityRoutes } from './identity.routes.js';

export interface IdentityModuleOptions extends SealContext {
  verifier: IdTokenVerifier;
  identity: IdentityConfig;
}

/** Login with an identity provider's ID token (Google, Facebook) and the providers the site offers. */
export const identityModule = fp<IdentityModuleOptions>(
  async (app, { identity, ...deps }) => {
    await app.register(identityRoutes, {
      ...deps,
      googleClientId: identity.googleClientId,
      facebookAppId: identity.facebookAppId,
      phone: identity.firebaseProjectId ? { projectId: identity.firebaseProjectId, apiKey: identity.firebaseApiKey ?? null } : undefined,
    });
  },
  { name: 'identity' },
);
